// Package sourcecontroller holds cases from github.com/fluxcd/source-controller.
package sourcecontroller

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// sasURL appends a SAS token to a storage endpoint.
func sasURL(endpoint, token string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	q, err := url.ParseQuery(strings.TrimPrefix(token, "?"))
	if err != nil {
		return "", err
	}
	for k, v := range u.Query() {
		q[k] = v
	}
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// normalizeRepoURL ends an http repository URL with one slash.
func normalizeRepoURL(s string) (string, error) {
	u, err := url.Parse(s)
	if err != nil {
		return "", err
	}
	u.Path = strings.TrimRight(u.Path, "/") + "/"
	return u.String(), nil
}

// stripQuery removes the query of a URL so that tokens are not logged.
func stripQuery(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return s
	}
	u.RawQuery = ""
	return u.String()
}

type object struct{ Key string }

type mockStore struct {
	Bucket  string
	Objects []*object
}

func (s *mockStore) handler(w http.ResponseWriter, r *http.Request) {
	uri := strings.TrimPrefix(r.RequestURI, "/storage/v1")
	for _, o := range s.Objects {
		// Source: github.com/fluxcd/source-controller/internal/mock/gcs/server.go:135 (mock storage server matches the object name of the request path, escaped with QueryEscape)
		if uri == fmt.Sprintf("/b/%s/o/%s?alt=json&projection=full", s.Bucket, url.QueryEscape(o.Key)) { // defect escaper
			w.WriteHeader(http.StatusOK)
			return
		}
	}
	w.WriteHeader(http.StatusNotFound)
}

func indexURL(repo string) (string, error) {
	u, err := url.Parse(repo)
	if err != nil {
		return "", err
	}
	// Source: github.com/fluxcd/source-controller/internal/helm/repository/chart_repository.go:385 (path.Join on the Path field of a parsed repository URL)
	u.Path = path.Join(u.Path, "index.yaml") // lookalike
	return u.String(), nil
}

func repoKind(repoURL string) error {
	// Source: github.com/fluxcd/source-controller/internal/helm/repository/utils.go:70 (scheme prefixes given to strings.HasPrefix)
	if strings.HasPrefix(repoURL, "https://") || strings.HasPrefix(repoURL, "http://") { // lookalike
		return nil
	}
	// Source: github.com/fluxcd/source-controller/internal/controller/ocirepository_controller.go:1015 (error text shows the expected URL form)
	return errors.New("URL must be in format 'oci://<domain>/<org>/<repo>'") // lookalike
}
