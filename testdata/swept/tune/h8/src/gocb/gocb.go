package gocb

import (
	"fmt"
	"net/url"
	"strings"
)

// Scope names a bucket's scope.
type Scope struct {
	bucket string
	name   string
}

// BucketName returns the scope's bucket.
func (s *Scope) BucketName() string { return s.bucket }

// Name returns the scope's name.
func (s *Scope) Name() string { return s.name }

type eventingManager struct{}

// Source: github.com/couchbase/gocb/eventingmgmtprovider_core.go:438 (escaper: bucket and scope are query values escaped with url.PathEscape, which leaves '&', '+' and '=' as they are)
func (emp *eventingManager) scopedPath(path string, scope *Scope) string {
	if scope == nil {
		return path
	}
	return fmt.Sprintf("%s?bucket=%s&scope=%s", path, url.PathEscape(scope.BucketName()), url.PathEscape(scope.Name())) // defect escaper
}

// Source: github.com/couchbase/gocb/buckettmgmtprovider_core.go:169 (escaper: bucket name escaped with url.PathEscape as one path segment)
func bucketPath(bucketName string) string {
	return fmt.Sprintf("/pools/default/buckets/%s", url.PathEscape(bucketName)) // lookalike
}

// Source: github.com/couchbase/gocb/viewindexprovider_core.go:110 (escaper: a design document name formatted into the path with no escaper; whether a name needs one the code does not say)
func designDocPath(name string) string {
	return fmt.Sprintf("/_design/%s", name) // lookalike
}

type linkOptions struct {
	Dataverse string
	Name      string
	LinkType  string
}

func linksEndpoint(opts linkOptions) string {
	endpoint := "/analytics/link"
	var querystring []string
	if opts.Dataverse != "" {
		// Source: github.com/couchbase/gocb/analyticsindexprovider_core.go:624 (escaper: a dataverse name as a query value with no escaper; a name is not known to need one)
		querystring = append(querystring, "dataverse="+opts.Dataverse) // lookalike
		if opts.Name != "" {
			querystring = append(querystring, "name="+opts.Name)
		}
	}
	if opts.LinkType != "" {
		querystring = append(querystring, fmt.Sprintf("type=%s", opts.LinkType))
	}
	if len(querystring) > 0 {
		endpoint = endpoint + "?" + strings.Join(querystring, "&")
	}
	return endpoint
}

// Source: github.com/couchbase/gocb/internal/cmd/fit-performer/performer.go:929 (hostform: connection string of the host list the performer was given and its options)
func connectionString(hostname string, query []string) string {
	return hostname + "?" + strings.Join(query, "&") // lookalike
}
