// Package pulumi holds cases of github.com/pulumi/pulumi/sdk/v3.
package pulumi

import (
	"net/url"
	"path"
	"strings"
)

func parseHostAuth(u *url.URL) string {
	if u.User == nil {
		return u.Host
	}
	user := u.User.Username()
	p, ok := u.User.Password()
	if !ok {
		return user + "@" + u.Host
	}
	// Source: github.com/pulumi/pulumi/sdk/v3/go/common/util/gitutil/git.go:784 (escaper: the decoded password of the parsed URL written back raw into the userinfo of the repository URL built from it; an '@', ':' or '/' in it ends the userinfo)
	return user + ":" + p + "@" + u.Host // defect escaper
}

func parseGitRepoURL(u *url.URL, owner, repo string) string {
	return u.Scheme + "://" + parseHostAuth(u) + "/" + owner + "/" + repo
}

// SourcePosition is a position in a source file.
type SourcePosition struct {
	Uri  string
	Line int32
}

func sourcePosition(file string, line int32) *SourcePosition {
	segments := strings.Split(file, "/")
	escaped := make([]string, len(segments))
	for i, s := range segments {
		escaped[i] = url.PathEscape(s)
	}
	return &SourcePosition{
		// Source: github.com/pulumi/pulumi/sdk/v3/go/pulumi/context.go:3294 (pathjoin: path.Join of escaped path segments after a fixed "file:///", no URI given to Join)
		Uri:  "file:///" + path.Join(escaped...), // lookalike
		Line: line,
	}
}
