package incus

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// Source: github.com/lxc/incus/v6/internal/server/storage/drivers/driver_cephobject_buckets.go:302 (escaper: url.PathEscape output is stored in the decoded url.URL.Path field, so String() escapes it a second time)
func getBucketURL(endpoint string, bucketName string) *url.URL {
	u, err := url.ParseRequestURI(endpoint)
	if err != nil {
		return nil
	}
	u.Path = path.Join(u.Path, url.PathEscape(bucketName)) // defect escaper
	return u
}

const databaseEndpoint = "/internal/database"

func gatewayHandlerFuncs() map[string]http.HandlerFunc {
	return map[string]http.HandlerFunc{
		databaseEndpoint: func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(http.StatusForbidden)
		},
	}
}

// stripLog drops the syslog prefix of a net/http server error line and its trailing newline.
func stripLog(p []byte) string {
	s := strings.TrimRight(string(p), "\n")
	fields := strings.SplitN(s, " ", 8)
	if len(fields) < 8 {
		return s
	}
	return fields[7]
}

// apiURL represents an endpoint for the REST API.
type apiURL struct {
	url.URL
}

func newAPIURL() *apiURL {
	return &apiURL{}
}

func (u *apiURL) Scheme(scheme string) *apiURL {
	u.URL.Scheme = scheme
	return u
}

func (u *apiURL) Host(host string) *apiURL {
	u.URL.Host = host
	return u
}

// Path appends each part, unescaped to Path and escaped to RawPath.
func (u *apiURL) Path(pathParts ...string) *apiURL {
	var p, rawPath strings.Builder
	for _, pathPart := range pathParts {
		p.WriteString("/")
		p.WriteString(pathPart)
		rawPath.WriteString("/")
		// Source: github.com/lxc/incus/v6/shared/api/url.go:44 (escaper: url.PathEscape output goes to RawPath, the escaped hint, while Path keeps the decoded text; companion of the url_test.go case, not sampled)
		rawPath.WriteString(url.PathEscape(pathPart)) // lookalike
	}
	u.URL.Path = p.String()
	u.RawPath = rawPath.String()
	return u
}
