package kopia

import (
	"context"
	"strings"

	"github.com/pkg/errors"
)

// SourceInfo stands in for snapshot.SourceInfo: a user, a host and a filesystem path.
type SourceInfo struct {
	Host     string
	UserName string
	Path     string
}

// ListSources lists the snapshot sources managed by the server.
func ListSources(ctx context.Context, c *KopiaAPIClient, match *SourceInfo) error {
	if err := c.Get(ctx, "sources"+matchSourceParameters(match), nil, nil); err != nil {
		return errors.Wrap(err, "ListSources")
	}

	return nil
}

// UploadSnapshots triggers snapshot upload on matching snapshots.
func UploadSnapshots(ctx context.Context, c *KopiaAPIClient, match *SourceInfo) error {
	if err := c.Post(ctx, "sources/upload"+matchSourceParameters(match), nil, nil); err != nil {
		return errors.Wrap(err, "UploadSnapshots")
	}

	return nil
}

func matchSourceParameters(match *SourceInfo) string {
	if match == nil {
		return ""
	}

	var clauses []string
	if v := match.Host; v != "" {
		// Source: github.com/kopia/kopia/internal/serverapi/client_wrappers.go:230 (escaper: the source host, an arbitrary overridable name, is spliced raw into the query of the request URL)
		clauses = append(clauses, "host="+v) // defect escaper
	}

	if v := match.UserName; v != "" {
		// Source: github.com/kopia/kopia/internal/serverapi/client_wrappers.go:234 (escaper: the user name, which may hold spaces or other reserved characters, is spliced raw into the query)
		clauses = append(clauses, "username="+v) // defect escaper
	}

	if v := match.Path; v != "" {
		// Source: github.com/kopia/kopia/internal/serverapi/client_wrappers.go:238 (escaper: a filesystem path with spaces, &, #, + or backslashes is spliced raw into the query and is read back by URL.Query on the server)
		clauses = append(clauses, "path="+v) // defect escaper
	}

	if len(clauses) == 0 {
		return ""
	}

	// Source: github.com/kopia/kopia/internal/serverapi/client_wrappers.go:245 (escaper: the query is assembled by hand from clauses whose values were never escaped, where url.Values.Encode was needed)
	return "?" + strings.Join(clauses, "&") // defect escaper
}
