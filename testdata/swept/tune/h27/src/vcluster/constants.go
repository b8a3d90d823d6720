package vcluster

var (
	// Source: github.com/loft-sh/vcluster/pkg/constants/constants.go:15 (hostform: a unix socket endpoint for kine, "unix://" then an absolute path, whose authority is empty by design; rule 5)
	K3sKineEndpoint   = "unix:///data/server/kine.sock" // lookalike
	K3sSqliteDatabase = "/data/server/db/state.db"

	DataDir = "/data"
)
