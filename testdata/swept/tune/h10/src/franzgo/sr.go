// Package franzgo holds the cases of github.com/twmb/franz-go.
package franzgo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
)

// Client is a schema registry client.
type Client struct {
	urls    []string
	httpcl  *http.Client
	ctxName string
	params  Param
}

// Param holds query parameters.
type Param struct {
	subjectPrefix string
	hardDelete    bool
}

func (cl *Client) get(ctx context.Context, path string, into any) error {
	return cl.do(ctx, http.MethodGet, path, into)
}

func (cl *Client) delete(ctx context.Context, path string, into any) error {
	return cl.do(ctx, http.MethodDelete, path, into)
}

func (cl *Client) do(ctx context.Context, method, path string, into any) error {
	if cl.ctxName != "" && !strings.HasPrefix(path, "/contexts/") {
		// Source: github.com/twmb/franz-go/pkg/sr/client.go:285 (escaper: the context name is one path segment, escaped with url.PathEscape)
		path = "/contexts/" + url.PathEscape(cl.ctxName) + path // lookalike
	}
	// Source: github.com/twmb/franz-go/pkg/sr/client.go:291 (pathjoin: the request URL is made with url.JoinPath, the right tool)
	reqURL, err := url.JoinPath(cl.urls[0], path) // lookalike
	if err != nil {
		return fmt.Errorf("unable to join path for %q and %q: %w", cl.urls[0], path, err)
	}
	req, err := http.NewRequestWithContext(ctx, method, reqURL, nil)
	if err != nil {
		return err
	}
	cl.params.apply(req)
	resp, err := cl.httpcl.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (p Param) apply(req *http.Request) {
	q := req.URL.Query()
	if p.subjectPrefix != "" {
		q.Set("subjectPrefix", p.subjectPrefix)
	}
	if p.hardDelete {
		q.Set("permanent", "true")
	}
	// Source: github.com/twmb/franz-go/pkg/sr/params.go:107 (escaper: the query is written by url.Values.Encode)
	req.URL.RawQuery = q.Encode() // lookalike
}

// DeleteContext deletes a schema registry context.
func (cl *Client) DeleteContext(ctx context.Context, srContext string) error {
	// Source: github.com/twmb/franz-go/pkg/sr/api.go:187 (escaper: the context is a path segment escaped with url.PathEscape; uniform sample of 5 of the 11 path builders of api.go)
	return cl.delete(ctx, fmt.Sprintf("/contexts/%s", url.PathEscape(srContext)), nil) // lookalike
}

// SchemaByID returns the schema for a given schema ID.
func (cl *Client) SchemaByID(ctx context.Context, id int) (string, error) {
	var s string
	// Source: github.com/twmb/franz-go/pkg/sr/api.go:206 (escaper: an integer ID in the path needs no escaper)
	err := cl.get(ctx, fmt.Sprintf("/schemas/ids/%d", id), &s) // lookalike
	return s, err
}

// SchemaByGUID returns the schema for a given schema GUID.
func (cl *Client) SchemaByGUID(ctx context.Context, guid string) (string, error) {
	var s string
	// Source: github.com/twmb/franz-go/pkg/sr/api.go:214 (escaper: the GUID is a path segment escaped with url.PathEscape)
	err := cl.get(ctx, fmt.Sprintf("/schemas/guids/%s", url.PathEscape(guid)), &s) // lookalike
	return s, err
}

// Source: github.com/twmb/franz-go/pkg/sr/api.go:283 (escaper: the subject is a path segment escaped with url.PathEscape)
func pathSubject(subject string) string { return fmt.Sprintf("/subjects/%s", url.PathEscape(subject)) } // lookalike

func pathConfig(subject string) string {
	if subject == "" {
		return "/config"
	}
	// Source: github.com/twmb/franz-go/pkg/sr/api.go:296 (escaper: the subject is a path segment escaped with url.PathEscape)
	return fmt.Sprintf("/config/%s", url.PathEscape(subject)) // lookalike
}

// URLs sets the URLs that the client speaks to, prefixing http:// to those
// that have no scheme.
func URLs(cl *Client, urls ...string) {
	for i, u := range urls {
		// Source: github.com/twmb/franz-go/pkg/sr/clientopt.go:46 (hostform: scheme prefixes given to strings.HasPrefix, no URI)
		if strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") { // lookalike
			continue
		}
		// Source: github.com/twmb/franz-go/pkg/sr/clientopt.go:50 (hostjoin: a scheme put before a host:port the user gave without one)
		urls[i] = "http://" + u // lookalike
	}
	cl.urls = urls
}

// partDir returns the partition directory path, URL-escaping for fs safety.
func partDir(dataDir, topic string, part int32) string {
	// Source: github.com/twmb/franz-go/pkg/kfake/persist.go:544 (escaper: the topic is escaped to make a file name, no URI)
	escaped := url.PathEscape(topic) // lookalike
	return filepath.Join(dataDir, "partitions", fmt.Sprintf("%s-%d", escaped, part))
}

// stripContext is the fake registry's middleware that removes the
// /contexts/{name} prefix.
func stripContext(req *http.Request) {
	p := req.URL.Path
	if !strings.HasPrefix(p, "/contexts/") {
		return
	}
	rest := p[len("/contexts/"):]
	slash := strings.IndexByte(rest, '/')
	if slash < 0 {
		return
	}
	// Source: github.com/twmb/franz-go/pkg/sr/srfake/handlers.go:74 (escaper: the decoded path keeps the decoded remainder)
	req.URL.Path = rest[slash:] // lookalike
	if raw := req.URL.RawPath; raw != "" && strings.HasPrefix(raw, "/contexts/") {
		rawRest := raw[len("/contexts/"):]
		if i := strings.IndexByte(rawRest, '/'); i >= 0 {
			// Source: github.com/twmb/franz-go/pkg/sr/srfake/handlers.go:80 (syntax: the raw path keeps the encoded remainder of the raw path)
			req.URL.RawPath = rawRest[i:] // lookalike
		}
	}
}

var _ = pathSubject
var _ = pathConfig
var _ = partDir
var _ = stripContext
