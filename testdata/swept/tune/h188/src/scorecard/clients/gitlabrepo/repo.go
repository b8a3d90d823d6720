package gitlabrepo

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
)

// Repo is the parsed form of a GitLab repository reference.
type Repo struct {
	scheme  string
	host    string
	owner   string
	project string
}

var errInvalidGitlabRepoURL = errors.New("repo is not a gitlab repo")

// parse parses "gitlab.<companyDomain>.com/<owner>/<project>", with or without https.
func (r *Repo) parse(input string) error {
	var t string
	c := strings.Split(input, "/")
	switch l := len(c); {
	case l == 2:
		return fmt.Errorf("gitlab repo must specify host: %s", input)
	case l >= 3:
		t = input
	}

	u, err := url.Parse(withDefaultScheme(t))
	if err != nil {
		return fmt.Errorf("url.Parse: %w", err)
	}

	// fixup the URL, for situations where GL_HOST contains part of the path
	// https://github.com/ossf/scorecard/issues/3696
	if h := os.Getenv("GL_HOST"); h != "" {
		hostURL, err := url.Parse(withDefaultScheme(h))
		if err != nil {
			return fmt.Errorf("url.Parse GL_HOST: %w", err)
		}

		// only modify behavior of repos which fall under GL_HOST
		if hostURL.Host == u.Host {
			// without the scheme and without trailing slashes
			// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/repo.go:82 (hostform: the GL_HOST path prefix is kept with the host on purpose so that later "https://"+host gives the instance base URL; the URL value itself is never serialised; the hostform rule concerns hosts that name something else, which this does not)
			u.Host = hostURL.Host + strings.TrimRight(hostURL.Path, "/") // lookalike
			// remove any part of the path which belongs to the host
			// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/repo.go:84 (baseslash: the GL_HOST path prefix is stripped from the repo path to leave owner/project, no reference is resolved against a base; the baseslash rule concerns reference resolution, not plain concatenation onto a known base)
			u.Path = strings.TrimPrefix(u.Path, hostURL.Path) // lookalike
		}
	}

	const splitLen = 2
	split := strings.SplitN(strings.Trim(u.Path, "/"), "/", splitLen)
	if len(split) != splitLen {
		return fmt.Errorf("%v. Expected full repository url", input)
	}
	r.scheme, r.host, r.owner, r.project = u.Scheme, u.Host, split[0], split[1]
	return nil
}

// Allow skipping scheme for ease-of-use, default to https.
func withDefaultScheme(uri string) string {
	if strings.Contains(uri, "://") {
		return uri
	}
	// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/repo.go:103 (sink: https is put before a scheme-less host/owner/project reference, which gives a full URI; the sink rule is met since the function gets the full URI it needs)
	return "https://" + uri // lookalike
}

// Host implements Repo.Host.
func (r *Repo) Host() string {
	return r.host
}

// IsValid checks that the host is a reachable GitLab instance.
func (r *Repo) IsValid() error {
	if strings.TrimSpace(r.owner) == "" || strings.TrimSpace(r.project) == "" {
		return errInvalidGitlabRepoURL
	}
	// Source: github.com/ossf/scorecard/v5/clients/gitlabrepo/repo.go:137 (hostjoin: scheme and host come from the parsed URL, whose Host already carries any port and IPv6 brackets, so no host and port are joined by hand; the hostjoin rule concerns host and port joined by hand)
	baseURL := fmt.Sprintf("%s://%s", r.scheme, r.host) // lookalike
	client, err := NewClient("", WithBaseURL(baseURL))
	if err != nil {
		return fmt.Errorf("couldn't create gitlab client for %s: %w", r.host, err)
	}
	resp, err := client.ListProjects()
	if err != nil || resp.StatusCode != http.StatusOK {
		return fmt.Errorf("couldn't reach gitlab instance at %s: %v", r.host, err)
	}
	defer resp.Body.Close()
	return nil
}
