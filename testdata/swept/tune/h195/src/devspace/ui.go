package devspace

import (
	"fmt"
	"net/http"

	"github.com/skratchdot/open-golang/open"
)

// UICmd holds the open cmd flags
type UICmd struct {
	Dev         bool
	Host        string // flag --host, default "localhost": "The host to use when opening the ui server"
	Port        int
	ForceServer bool

	log logger
}

// RunUI executes the functionality "devspace ui"
func (cmd *UICmd) RunUI() error {
	// Search for an already existing server
	if cmd.ForceServer == false && cmd.Dev == false && cmd.Host == "localhost" {
		checkPort := DefaultPort
		if cmd.Port != 0 {
			checkPort = cmd.Port
		}

		for i := 0; i < 20; i++ {
			unused, _ := CheckHostPort(cmd.Host, checkPort)
			if unused == false {
				// Source: github.com/loft-sh/devspace/cmd/ui.go:90 (hostjoin: the template joins host and port by hand but the enclosing if fixes cmd.Host to "localhost", so the filled URL is always http://localhost:PORT)
				domain := fmt.Sprintf("http://%s:%d", cmd.Host, checkPort) // lookalike

				response, err := http.Get(domain + "/api/version")
				if err != nil {
					checkPort++
					continue
				}
				response.Body.Close()
				open.Start(domain)
				return nil
			}
			break
		}
	}

	var forcePort *int
	if cmd.Port != 0 {
		forcePort = &cmd.Port
	}

	server, err := NewServer(cmd.Host, forcePort)
	if err != nil {
		return err
	}

	// Open the browser
	if cmd.Dev == false {
		go func(domain string) {
			// Source: github.com/loft-sh/devspace/cmd/ui.go:207 (plainhttp: plain http to the local ui server devspace itself just started, not a public Internet host; the hand join is labelled at server.go:81)
			_ = open.Start("http://" + domain) // lookalike
		}(server.Server.Addr)
	}

	// Source: github.com/loft-sh/devspace/cmd/ui.go:211 (syntax: rule 4, the URL template is part of a log message and only printed)
	cmd.log.Infof("Start listening on http://%s", server.Server.Addr) // lookalike

	return server.ListenAndServe()
}
