package gitlab

import (
	"fmt"
	"net/url"
	"strings"
)

// GID is a GraphQL global ID.
type GID struct {
	Type  string
	Int64 int64
}

// Source: gitlab.com/gitlab-org/api/client-go/graphql.go:137 (GraphQL global ID written as "gid://gitlab/Type/ID")
func (id GID) String() string {
	return fmt.Sprintf("gid://gitlab/%s/%d", id.Type, id.Int64) // lookalike
}

// ValidationError explains a bad base URL.
type ValidationError struct {
	Msg  string
	Hint string
}

func (e *ValidationError) Error() string { return e.Msg + " (" + e.Hint + ")" }

// checkBaseURL refuses base URLs without a scheme.
func checkBaseURL(baseURL string) error {
	u, err := url.Parse(baseURL)
	if err != nil {
		return &ValidationError{
			Msg: err.Error(),
			// Source: gitlab.com/gitlab-org/api/client-go/gitlab.go:837 (hint shown to users with an example URL)
			Hint: `provide a valid instance URL (e.g., "https://gitlab.example.com")`, // lookalike
		}
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return &ValidationError{Msg: "missing scheme", Hint: fmt.Sprintf(`try "https://%s"`, strings.TrimPrefix(baseURL, "//"))}
	}
	return nil
}

// Badge links to a project page; %{…} are placeholders the server fills.
type Badge struct {
	LinkURL  string
	ImageURL string
}

// Source: gitlab.com/gitlab-org/api/client-go/group_badges_test.go:156 (badge link with the server's %{project_path} placeholder, and an image URL holding an encoded '%')
var coverageBadge = Badge{
	LinkURL:  "https://example.com/project/%{project_path}",            // lookalike
	ImageURL: "https://shields.example.com/badge/coverage-95%25-green", // lookalike
}

// Source: gitlab.com/gitlab-org/api/client-go/config/config.go:648 (panic message with the URL where to report the bug)
func unexpectedAuthProvider(ap interface{}) {
	panic(fmt.Sprintf("unexpected AuthInfo.AuthProvider type: %#v. Please report at https://gitlab.example.com/org/client-go/-/issues", ap)) // lookalike
}

// Source: gitlab.com/gitlab-org/api/client-go/project_badges_test.go:35 (badge link with {project_path} and {default_branch} placeholders the server fills)
const ciStatusBadge = "http://example.com/ci_status.svg?project={project_path}&ref={default_branch}" // lookalike
