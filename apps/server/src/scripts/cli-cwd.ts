// npm runs a workspace's script in the workspace's folder; paths given on the command line, DATA_DIR and
// the .env file are read from where the command was typed, as `npm start` reads them.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
