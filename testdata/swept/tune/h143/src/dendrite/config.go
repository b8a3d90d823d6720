package dendrite

import (
	"context"
	"net"
	"net/http"
	"strings"
)

type applicationService struct {
	URL          string
	SocketPath   string
	HTTPClient   *http.Client
	isUnixSocket bool
	unixSocket   string
}

func (a *applicationService) CreateHTTPClient() {
	client := &http.Client{}
	if a.SocketPath != "" {
		a.isUnixSocket = true
		// Source: github.com/element-hq/dendrite/setup/config/config_appservice.go:104 (plainhttp: the host is a placeholder for a client whose dialer always connects to a local unix socket, no Internet host)
		a.unixSocket = "http://unix" // lookalike
		client.Transport = &http.Transport{
			DialContext: func(_ context.Context, _, _ string) (net.Conn, error) {
				return net.Dial("unix", a.SocketPath)
			},
		}
	}
	a.HTTPClient = client
}

func (a *applicationService) RequestUrl() string {
	if a.isUnixSocket {
		return a.unixSocket
	}
	return a.URL
}

type configErrors []string

func (c *configErrors) Add(s string) { *c = append(*c, s) }

func verifyWellKnownClientName(wellKnownClientName string, configErrs *configErrors) {
	// Source: github.com/element-hq/dendrite/setup/config/config_global.go:118 (hostform: the bare http and https scheme prefixes are only tested with strings.HasPrefix and are never used as URIs)
	if wellKnownClientName != "" && !strings.HasPrefix(wellKnownClientName, "http://") && !strings.HasPrefix(wellKnownClientName, "https://") { // lookalike
		// Source: github.com/element-hq/dendrite/setup/config/config_global.go:119 (syntax: the scheme prefixes sit inside an error message joined to the words around them, which is prose)
		configErrs.Add("The configuration for well_known_client_name does not have a proper format, consider adding http:// or https://. Some clients may fail to connect.") // lookalike
	}
}
