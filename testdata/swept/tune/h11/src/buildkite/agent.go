package buildkite

import (
	"errors"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// sanitizedEndpoint returns the scheme and host of an exporter endpoint for
// logging.
func sanitizedEndpoint(endpoint string) string {
	u, err := url.Parse(endpoint)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return "(unparseable endpoint)"
	}
	// Source: github.com/buildkite/agent/agent/control_plane_tracing.go:92 (hostjoin: u.Host is already host:port from net/url, brackets included)
	return u.Scheme + "://" + u.Host // lookalike
}

// Plugin is a plugin reference of a pipeline step.
type Plugin struct {
	Location       string
	Scheme         string
	Authentication string
}

// Repository returns the repository the plugin is cloned from.
func (p *Plugin) Repository() string {
	s := p.Location
	if p.Authentication != "" {
		// Source: github.com/buildkite/agent/agent/plugin/plugin.go:199 (escaper: the authentication is the userinfo as the plugin reference wrote it, already in URI form, put back where it was)
		s = p.Authentication + "@" + s // lookalike
	}
	if !strings.HasPrefix(s, "/") {
		if p.Scheme != "" {
			s = p.Scheme + "://" + s
		} else {
			s = "https://" + s
		}
	}
	return s
}

func constructZipPluginURL(p *Plugin) (string, error) {
	u, err := url.Parse("https://" + p.Location)
	if err != nil {
		return "", err
	}
	if user, pass, ok := strings.Cut(p.Authentication, ":"); ok {
		// Source: github.com/buildkite/agent/internal/job/plugin_zip.go:130 (credentials: url.UserPassword of the user and password parsed from the plugin reference, no constant; the escaper is the right one)
		u.User = url.UserPassword(user, pass) // lookalike
	}
	return u.String(), nil
}

const leaderLockURL = "http://agent/api/leader/v0/lock/"

// Lock takes the lock of key from the agent's local API.
func Lock(c *http.Client, key string) error {
	// Source: github.com/buildkite/agent/internal/agentapi/client.go:45 (escaper: the key goes into the query value through url.QueryEscape, the right escaper)
	resp, err := c.Get(leaderLockURL + "?key=" + url.QueryEscape(key)) // lookalike
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// S3Uploader uploads artifacts to a bucket.
type S3Uploader struct {
	BucketName string
	BucketPath string
}

// URL returns where an artifact path is downloaded from.
func (u *S3Uploader) URL(artifactPath string) (string, error) {
	baseURL := "https://" + u.BucketName + ".s3.amazonaws.com"
	uri, err := url.Parse(baseURL)
	if err != nil {
		return "", errors.New("parsing the bucket URL")
	}
	// Source: github.com/buildkite/agent/internal/artifact/s3_uploader.go:88 (pathjoin: path.Join on the Path field, a path with no scheme or authority)
	uri.Path = path.Join(uri.Path, u.BucketPath, artifactPath) // lookalike
	return uri.String(), nil
}
