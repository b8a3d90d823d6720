package lima

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

// httpclientutil is a stand-in for Lima's pkg/httpclientutil.
var httpclientutil httpclientutilPkg

type httpclientutilPkg struct{}

func (httpclientutilPkg) Get(ctx context.Context, c *http.Client, url string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, http.NoBody)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// client talks to the host agent over its UNIX socket; the HTTP client's
// transport dials the socket, so the URL's host is only a dummy name.
type client struct {
	*http.Client
	version   string
	dummyHost string
}

func NewHostAgentClientWithHTTPClient(hc *http.Client) *client {
	return &client{
		Client:    hc,
		version:   "v1",
		dummyHost: "lima-hostagent",
	}
}

func (c *client) HTTPClient() *http.Client {
	return c.Client
}

// Info is a stand-in for hostagent api.Info.
type Info struct {
	SSHLocalPort int `json:"sshLocalPort,omitempty"`
}

func (c *client) Info(ctx context.Context) (*Info, error) {
	// Source: github.com/lima-vm/lima/v2/pkg/hostagent/api/client/client.go:60 (plainhttp: plain http to the single-label dummy host lima-hostagent over a UNIX socket, no public Internet host, and single-label names are outside the plainhttp row)
	u := fmt.Sprintf("http://%s/%s/info", c.dummyHost, c.version) // lookalike
	resp, err := httpclientutil.Get(ctx, c.HTTPClient(), u)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var info Info
	if err := json.NewDecoder(resp.Body).Decode(&info); err != nil {
		return nil, err
	}
	return &info, nil
}

func (c *client) Screenshot(ctx context.Context, format string) ([]byte, error) {
	params := url.Values{"format": {format}}
	// Source: github.com/lima-vm/lima/v2/pkg/hostagent/api/client/client.go:82 (escaper: the query is built with url.Values.Encode, the right query escaper, and the other holes are constants, judged filled by the template rule and right by the escaper row)
	u := fmt.Sprintf("http://%s/%s/screenshot?%s", c.dummyHost, c.version, params.Encode()) // lookalike
	resp, err := httpclientutil.Get(ctx, c.HTTPClient(), u)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return readAll(resp.Body)
}
