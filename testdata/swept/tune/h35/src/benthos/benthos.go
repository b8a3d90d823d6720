// Package benthos holds cases rewritten from github.com/redpanda-data/benthos/v4.
package benthos

import (
	"log"
	"net/http"
	"net/url"
	"path"
)

// cliContext gives access to command-line flags.
type cliContext interface {
	String(name string) string
}

// Source: github.com/redpanda-data/benthos/v4/internal/cli/blobl/server.go:212 (hostjoin: --host flag value joined to the port with a bare ':' and printed as an http URL; an IPv6 host needs brackets.)
func runBloblServer(c cliContext, mux http.Handler) error {
	host, port := c.String("host"), c.String("port")
	bindAddress := host + ":" + port // defect hostjoin

	// Source: github.com/redpanda-data/benthos/v4/internal/cli/blobl/server.go:222 (syntax: companion line of the hostjoin case above: URL inside a log message, prose (rule 4).)
	log.Printf("Serving at: http://%v\n", bindAddress) // lookalike

	server := http.Server{Addr: bindAddress, Handler: mux}
	return server.ListenAndServe()
}

// Command is a CLI command.
type Command struct {
	Name  string
	Usage string
}

// Source: github.com/redpanda-data/benthos/v4/internal/cli/studio/cli.go:22 (syntax: URL in CLI usage text (rule 4); uniform sample 26 of 128.)
func studioCommand() *Command {
	return &Command{
		Name:  "studio",
		Usage: "Interact with Benthos studio (https://studio.benthos.dev)", // lookalike
	}
}

type sessionTracker struct {
	baseURL string
	client  *http.Client
}

// Source: github.com/redpanda-data/benthos/v4/internal/cli/studio/pull_session_tracker.go:277 (pathjoin: path.Join on the parsed URL's Path field, not on a whole URI; uniform sample 26 of 128.)
func (s *sessionTracker) leave() error {
	leaveURL, err := url.Parse(s.baseURL)
	if err != nil {
		return err
	}
	leaveURL.Path = path.Join(leaveURL.Path, "/leave") // lookalike

	req, err := http.NewRequest("POST", leaveURL.String(), http.NoBody)
	if err != nil {
		return err
	}
	res, err := s.client.Do(req)
	if err != nil {
		return err
	}
	return res.Body.Close()
}
