// Package twirp holds the cases of github.com/twitchtv/twirp.
package twirp

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strconv"
)

// Error is a Twirp error.
type Error interface {
	error
	Meta(key string) string
}

type twerr struct {
	msg  string
	meta map[string]string
}

func (e *twerr) Error() string          { return e.msg }
func (e *twerr) Meta(key string) string { return e.meta[key] }

// HTTPClient is the interface the generated clients use.
type HTTPClient interface {
	Do(req *http.Request) (*http.Response, error)
}

// Size is a hat size.
type Size struct{ Inches int32 }

// Hat is a hat.
type Hat struct{ Size int32 }

// Haberdasher makes hats.
type Haberdasher interface {
	MakeHat(ctx context.Context, size *Size) (*Hat, error)
}

type haberdasherProtobufClient struct {
	client  HTTPClient
	baseURL string
}

// NewHaberdasherProtobufClient returns a client of the service at baseURL.
func NewHaberdasherProtobufClient(baseURL string, client HTTPClient) Haberdasher {
	return &haberdasherProtobufClient{client: client, baseURL: baseURL}
}

func (c *haberdasherProtobufClient) MakeHat(ctx context.Context, size *Size) (*Hat, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/twirp/twirp.internal.twirptest.Haberdasher/MakeHat", bytes.NewReader(nil))
	if err != nil {
		return nil, err
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 && resp.StatusCode < 400 {
		location := resp.Header.Get("Location")
		return nil, &twerr{
			msg:  fmt.Sprintf("unexpected HTTP status code %d received, Location=%q", resp.StatusCode, location),
			meta: map[string]string{"http_error_from_intermediary": "true", "status_code": strconv.Itoa(resp.StatusCode), "location": location},
		}
	}
	return &Hat{Size: size.Inches}, nil
}

func generateVersionComment() string {
	// Source: github.com/twitchtv/twirp/protoc-gen-twirp/generator.go:256 (syntax: text of a generated comment with a documentation link, prose, rule 4)
	return `// See https://twitchtv.github.io/twirp/docs/version_matrix.html` // lookalike
}
