package tempo

import (
	"net/http"
	"path"
)

// PathMetricsQueryInstant is the path of the instant metrics query API.
const PathMetricsQueryInstant = "/api/metrics/query"

type metricsQueryCmd struct {
	HostPort   string `arg:"" help:"tempo host and port. scheme and path will be provided based on query type. e.g. localhost:3200"`
	PathPrefix string `name:"path-prefix" help:"string to prefix all http paths with"`
	Secure     bool   `help:"use https"`
}

func httpScheme(secure bool) string {
	if secure {
		return "https"
	}
	return "http"
}

// nolint: goconst // goconst wants us to make http:// a const
func (cmd *metricsQueryCmd) queryInstantHTTP() error {
	// Source: github.com/grafana/tempo/cmd/tempo-cli/cmd-query-metrics-query-range.go:203 (pathjoin: path.Join joins host:port, a prefix and a path after the "://" is written; no argument starts with a scheme, so no "//" is collapsed)
	httpReq, err := http.NewRequest("GET", httpScheme(cmd.Secure)+"://"+path.Join(cmd.HostPort, cmd.PathPrefix, PathMetricsQueryInstant), nil) // lookalike
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(httpReq)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
