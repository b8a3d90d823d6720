package crowdsec

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"strconv"
)

// PrometheusCfg is the prometheus listener configuration.
type PrometheusCfg struct {
	Enabled    bool
	ListenAddr string
	ListenPort int
}

// dumpPprof fetches one pprof profile from the local prometheus listener.
func dumpPprof(ctx context.Context, prometheusCfg PrometheusCfg, endpoint string) error {
	req, err := http.NewRequestWithContext(
		ctx,
		http.MethodGet,
		fmt.Sprintf(
			// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clisupport/support.go:386 (syntax: a template whose holes are filled by a JoinHostPort authority and a fixed pprof endpoint name, a valid URL once filled, by the rule that a template is judged as the URI it becomes when filled)
			"http://%s/debug/pprof/%s", // lookalike
			// Source: github.com/crowdsecurity/crowdsec/cmd/crowdsec-cli/clisupport/support.go:387 (hostjoin: host and port are joined with net.JoinHostPort, which brackets IPv6, the rule 1 standard of working code is met)
			net.JoinHostPort(prometheusCfg.ListenAddr, strconv.Itoa(prometheusCfg.ListenPort)), // lookalike
			endpoint,
		),
		http.NoBody,
	)
	if err != nil {
		return fmt.Errorf("could not create request to pprof endpoint: %w", err)
	}
	resp, err := (&http.Client{}).Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
