package githubrepo

import (
	"fmt"
	"net/url"
	"os"
	"strings"
)

// Repo is the parsed form of a GitHub repository reference.
type Repo struct {
	host  string
	owner string
	repo  string
}

func (r *Repo) parse(input string) error {
	var t string
	const two, three = 2, 3
	c := strings.Split(input, "/")
	switch l := len(c); {
	// This will takes care for repo/owner format.
	case l == two:
		githubHost, isGhHost := os.LookupEnv("GH_HOST")
		if !isGhHost {
			githubHost = "github.com"
		}
		t = githubHost + "/" + c[0] + "/" + c[1]
	case l >= three:
		t = input
	}

	// Allow skipping scheme for ease-of-use, default to https.
	if !strings.Contains(t, "://") {
		// Source: github.com/ossf/scorecard/v5/clients/githubrepo/repo.go:57 (sink: https is put before a scheme-less host/owner/repo reference, which gives a full URI for url.Parse; the sink rule is met since the function gets the full URI it needs)
		t = "https://" + t // lookalike
	}

	u, e := url.Parse(t)
	if e != nil {
		return fmt.Errorf("url.Parse: %w", e)
	}
	const splitLen = 2
	split := strings.SplitN(strings.Trim(u.Path, "/"), "/", splitLen)
	if len(split) != splitLen {
		return fmt.Errorf("%v. Expected full repository url", input)
	}
	r.host, r.owner, r.repo = u.Host, split[0], split[1]
	return nil
}
