package agentcore

// StringFlag stands in for cli.StringFlag.
type StringFlag struct {
	Sources []string
	Name    string
	Usage   string
	Value   string
}

var flags = []*StringFlag{
	{
		Sources: []string{"WOODPECKER_SERVER"},
		Name:    "server",
		// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/agent/core/flags.go:30 (syntax: a scheme prefix named inside flag usage text, prose by rule 4)
		Usage: "server grpc address, supports unix socket via unix:// prefix", // lookalike
		Value: "localhost:9000",
	},
}
