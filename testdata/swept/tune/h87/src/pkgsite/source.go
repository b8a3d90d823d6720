package pkgsite

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

func doURL(method, u string) (*http.Response, error) {
	req, err := http.NewRequest(method, u, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func fetchMeta(importPath string) (*http.Response, error) {
	uri := importPath
	if !strings.Contains(uri, "/") {
		uri = uri + "/"
	}
	uri = uri + "?go-get=1"
	// Source: golang.org/x/pkgsite/internal/source/meta-tags.go:51 (sink: the import path gets a scheme prefixed before the request, so the request URL is absolute)
	resp, err := doURL("GET", "https://"+uri) // lookalike
	if err != nil {
		// Source: golang.org/x/pkgsite/internal/source/meta-tags.go:53 (plainhttp: go-get discovery falls back to plain http only after the https request failed, rule 5)
		resp, err = doURL("GET", "http://"+uri) // lookalike
		if err != nil {
			return nil, err
		}
	}
	return resp, nil
}

// Info holds source locations.
type Info struct {
	repoURL   string
	moduleDir string
}

// Source: golang.org/x/pkgsite/internal/source/source.go:91 (pathjoin: the scheme is trimmed off before path.Join, so the joined value is a host and path, not a URI)
func (i *Info) importPathDir(pathname string) string {
	dir, _ := path.Split(pathname)
	return path.Join(strings.TrimPrefix(i.repoURL, "https://"), dir) // lookalike
}

// Source: golang.org/x/pkgsite/internal/worker/server.go:899 (percent: uppercase escapes of reserved characters and a space inside a log query, all meaningful)
func logURL(cluster, traceID, projectID string) string {
	base := `https://pantheon.corp.google.com/logs/query;query=resource.type%3D%22k8s_container%22%20resource.labels.cluster_name%3D%22` + cluster + `%22` // lookalike
	var tracePart string
	if traceID != "" {
		// Source: golang.org/x/pkgsite/internal/worker/server.go:911 (escaper: url.PathEscape is right for text placed in the path part of the log URL)
		tracePart = url.PathEscape(fmt.Sprintf(` trace="%s"`, traceID)) // lookalike
	}
	// Source: golang.org/x/pkgsite/internal/worker/server.go:902 (escaper: a project ID raw in a query value is a look-alike, IDs are not known to need escaping)
	projectParam := "?project=" + projectID // lookalike
	return base + tracePart + projectParam
}

// Source: golang.org/x/pkgsite/internal/vuln/url_windows.go:40 (syntax: an example file URL inside an error message is prose, rule 4)
func checkDriveLetter(vol string) error {
	if vol == "" {
		return errors.New("file URL missing drive letter (e.g., file:///C:/path)") // lookalike
	}
	return nil
}
