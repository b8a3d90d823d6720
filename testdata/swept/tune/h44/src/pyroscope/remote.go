// Package pyroscope holds cases rewritten from github.com/grafana/pyroscope-go.
package pyroscope

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

const cloudHostnameSuffix = "pyroscope.cloud"

// Source: github.com/grafana/pyroscope-go/upstream/remote/remote.go:24 (syntax: the URL ends a sentence of an error message shown to the user, prose and not a URI.)
var errCloudTokenRequired = errors.New("please provide an authentication token." +
	" You can find it here: https://pyroscope.io/cloud") // lookalike

// Config holds the server address and credentials.
type Config struct {
	Address   string
	AuthToken string
}

// Remote uploads profiles.
type Remote struct {
	cfg    Config
	client *http.Client
}

// NewRemote checks the configuration.
func NewRemote(cfg Config) (*Remote, error) {
	u, err := url.Parse(cfg.Address)
	if err != nil {
		return nil, err
	}
	if cfg.AuthToken == "" && strings.HasSuffix(u.Host, cloudHostnameSuffix) {
		return nil, errCloudTokenRequired
	}
	return &Remote{cfg: cfg, client: http.DefaultClient}, nil
}

// UploadProfile posts one profile.
func (r *Remote) UploadProfile(name, spyName string, sampleRate int, body io.Reader) error {
	u, err := url.Parse(r.cfg.Address)
	if err != nil {
		return err
	}
	q := u.Query()
	q.Set("name", name)
	q.Set("spyName", spyName)
	q.Set("sampleRate", strconv.Itoa(sampleRate))

	// Source: github.com/grafana/pyroscope-go/upstream/remote/remote.go:190 (pathjoin: path.Join is applied to the decoded path field of a parsed URL, not to a whole URI, so no scheme slashes are collapsed.)
	u.Path = path.Join(u.Path, "ingest") // lookalike
	// Source: github.com/grafana/pyroscope-go/upstream/remote/remote.go:191 (escaper: the query is built with url.Values and encoded by its Encode method, the right escaper for query values.)
	u.RawQuery = q.Encode() // lookalike

	request, err := http.NewRequestWithContext(context.Background(), http.MethodPost, u.String(), body)
	if err != nil {
		return err
	}
	resp, err := r.client.Do(request)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
