// Package opencensus holds cases rewritten from go.opencensus.io.
package opencensus

import (
	"fmt"
	"net/http"
)

func doWork(metricsLogFile string) {
	// Source: go.opencensus.io/examples/derived_gauges/derived_gauge.go:160 (syntax: a file URL joined to words in a message printed to the user is prose; rule 4; examples/gauges/gauge.go:136 is the same and not repeated)
	fmt.Printf("\nGo to file://%s to see the metrics. OR do `tail -f %s` in another terminal\n\n\n", metricsLogFile, metricsLogFile) // lookalike
}

// Source: go.opencensus.io/examples/http/helloworld_client/main.go:29 (plainhttp: the example client talks to the example server on localhost)
const server = "http://localhost:50030" // lookalike

func helloworldClient(client *http.Client) error {
	resp, err := client.Get(server)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
