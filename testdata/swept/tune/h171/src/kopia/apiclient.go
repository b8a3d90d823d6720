package kopia

import (
	"context"
	"net"
	"net/http"
	net_url "net/url"
	"strings"

	"github.com/pkg/errors"
)

// KopiaAPIClient provides helper methods for communicating with Kopia API server.
type KopiaAPIClient struct {
	BaseURL    string
	HTTPClient *http.Client
}

// Options encapsulates all optional parameters for KopiaAPIClient.
type Options struct {
	BaseURL string
}

// NewKopiaAPIClient creates a client for connecting to Kopia HTTP API.
func NewKopiaAPIClient(options Options) (*KopiaAPIClient, error) {
	transport := http.DefaultTransport.(*http.Transport).Clone()

	uri := options.BaseURL

	// Source: github.com/kopia/kopia/internal/apiclient/apiclient.go:221 (sink: a bare scheme prefix only tested with strings.HasPrefix, no URI that needs a host)
	if strings.HasPrefix(options.BaseURL, "unix+https://") || // lookalike
		// Source: github.com/kopia/kopia/internal/apiclient/apiclient.go:221 (sink: the second scheme prefix of the same HasPrefix test, only compared)
		strings.HasPrefix(options.BaseURL, "unix+http://") { // lookalike
		u, _ := net_url.Parse(strings.TrimPrefix(options.BaseURL, "unix+"))
		// Source: github.com/kopia/kopia/internal/apiclient/apiclient.go:223 (plainhttp: the parsed scheme with the fixed host localhost while the dialer goes to a Unix socket; localhost is no public host)
		uri = u.Scheme + "://localhost" // lookalike
		transport.DialContext = func(ctx context.Context, _, _ string) (net.Conn, error) {
			dial, err := (&net.Dialer{}).DialContext(ctx, "unix", u.Path)
			return dial, errors.Wrap(err, "Failed to connect to socket: "+options.BaseURL)
		}
	}

	return &KopiaAPIClient{uri, &http.Client{Transport: transport}}, nil
}

// Get performs HTTP GET on a URL with the specified suffix.
func (c *KopiaAPIClient) Get(ctx context.Context, urlSuffix string, onNotFound error, respPayload any) error {
	return c.runRequest(ctx, http.MethodGet, c.actualURL(urlSuffix), onNotFound)
}

// Post performs HTTP POST on a URL with the specified suffix.
func (c *KopiaAPIClient) Post(ctx context.Context, urlSuffix string, reqPayload, respPayload any) error {
	return c.runRequest(ctx, http.MethodPost, c.actualURL(urlSuffix), nil)
}

func (c *KopiaAPIClient) actualURL(suffix string) string {
	if strings.HasPrefix(suffix, "/") {
		return c.BaseURL + suffix
	}

	return c.BaseURL + "/api/v1/" + suffix
}

func (c *KopiaAPIClient) runRequest(ctx context.Context, method, url string, notFoundError error) error {
	req, err := http.NewRequestWithContext(ctx, method, url, http.NoBody)
	if err != nil {
		return errors.Wrap(err, "error creating request")
	}

	resp, err := c.HTTPClient.Do(req)
	if err != nil {
		return errors.Wrap(err, "error running http request")
	}

	defer resp.Body.Close() //nolint:errcheck

	if resp.StatusCode == http.StatusNotFound && notFoundError != nil {
		return notFoundError
	}

	return nil
}
