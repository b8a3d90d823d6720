package servercmd

// StringFlag stands in for cli.StringFlag.
type StringFlag struct {
	Sources []string
	Name    string
	Usage   string
	Value   string
}

var flags = []*StringFlag{
	{
		Sources: []string{"WOODPECKER_HOST"},
		Name:    "server-host",
		Usage:   "server fully qualified url. Format: <scheme>://<host>[/<prefix path>]",
	},
	{
		Sources: []string{"WOODPECKER_SERVER_ADDR"},
		Name:    "server-addr",
		// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/server/flags.go:74 (syntax: a scheme prefix named inside flag usage text, prose by rule 4)
		Usage: "configures the HTTP listener, supports unix socket via unix:// prefix", // lookalike
		Value: ":8000",
	},
	{
		Sources: []string{"WOODPECKER_GRPC_ADDR"},
		Name:    "grpc-addr",
		// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/server/flags.go:122 (syntax: a scheme prefix named inside flag usage text, prose by rule 4)
		Usage: "grpc socket server opens, by default on all IPs via port 9000, use unix:// prefix for unix socket", // lookalike
		Value: ":9000",
	},
}
