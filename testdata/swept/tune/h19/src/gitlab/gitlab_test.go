package gitlab

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func setup(t *testing.T) (*http.ServeMux, *Client) {
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	t.Cleanup(server.Close)
	client, err := NewClient(server.URL)
	require.NoError(t, err)
	return mux, client
}

func TestErrorResponsePreservesURLEncoding(t *testing.T) {
	t.Parallel()

	projectID := "group/subgroup"
	fileName := "path/file.txt"

	// Source: gitlab.com/gitlab-org/api/client-go/gitlab_test.go:609 (percent: "%2E" encodes the unreserved '.', but it is the expected output of the package's escaper PathEscape, and the request built from it is answered 404, rule 2c/2a)
	expectedEscapedPath := "/api/v4/projects/group%2Fsubgroup/repository/files/path%2Ffile%2Etxt" // lookalike

	escapedProjectID := PathEscape(projectID)
	escapedFileName := PathEscape(fileName)
	escapedPath := fmt.Sprintf("/api/v4/projects/%s/repository/files/%s",
		escapedProjectID, escapedFileName)

	require.Equal(t, expectedEscapedPath, escapedPath)

	fullURL := "https://gitlab.com" + expectedEscapedPath
	req, _ := http.NewRequest("GET", fullURL, nil)
	resp := &http.Response{
		Request:    req,
		StatusCode: http.StatusNotFound,
		Body:       io.NopCloser(strings.NewReader(`{"message":"Not Found"}`)),
	}

	errorResponse := &ErrorResponse{StatusCode: http.StatusNotFound, Response: resp, Message: "Not Found"}

	require.ErrorContains(t, errorResponse, expectedEscapedPath)

	unescapedPath := fmt.Sprintf("/api/v4/projects/%s/repository/files/%s", projectID, fileName)
	assert.NotContains(t, errorResponse.Error(), unescapedPath)
}

func TestProjectMirrorService_ListProjectMirror(t *testing.T) {
	t.Parallel()
	mux, client := setup(t)

	mux.HandleFunc("/api/v4/projects/42/remote_mirrors", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `[{"enabled": true, "id": 101486, "update_status": "finished", "auth_method": "password", "url": "https://*****:*****@gitlab.com/gitlab-org/security/gitlab.git"}]`)
	})

	want := []*ProjectMirror{{
		Enabled:      true,
		ID:           101486,
		UpdateStatus: "finished",
		AuthMethod:   "password",
		// Source: gitlab.com/gitlab-org/api/client-go/project_mirror_test.go:41 (credentials: the user and password are masked with '*', as the API shows a mirror's URL, rule 3)
		URL: "https://*****:*****@gitlab.com/gitlab-org/security/gitlab.git", // lookalike
	}}

	pms, err := client.ListProjectMirror(42)
	require.NoError(t, err)
	require.Equal(t, want, pms)
}

func TestListClientKeys(t *testing.T) {
	t.Parallel()
	mux, client := setup(t)

	mux.HandleFunc("/api/v4/projects/1/error_tracking/client_keys", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `[{"id": 1, "active": true, "public_key": "glet_5c0e2b17a9f3d48e61b7c2a90d4f8e13", "sentry_dsn": "https://glet_5c0e2b17a9f3d48e61b7c2a90d4f8e13@gitlab.example.com/api/v4/error_tracking/collector/5"}]`)
	})

	cks, err := client.ListClientKeys(1)
	require.NoError(t, err)

	want := []*ErrorTrackingClientKey{{
		ID:        1,
		Active:    true,
		PublicKey: "glet_5c0e2b17a9f3d48e61b7c2a90d4f8e13",
		// Source: gitlab.com/gitlab-org/api/client-go/error_tracking_test.go:187 (credentials: a Sentry DSN holds the public key as the user name and no password; README credentials: a DSN key is no password)
		SentryDsn: "https://glet_5c0e2b17a9f3d48e61b7c2a90d4f8e13@gitlab.example.com/api/v4/error_tracking/collector/5", // lookalike
	}}

	assert.Equal(t, want, cks)
}

func TestPreviewGroupBadge(t *testing.T) {
	t.Parallel()
	mux, client := setup(t)

	mux.HandleFunc("/api/v4/groups/1/badges/render",
		func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprint(w, `{
				"link_url": "https://example.com/project/%{project_path}",
				"image_url": "https://shields.io/badge/coverage-95%25-green",
				"rendered_link_url": "https://example.com/project/my-group/my-project",
				"rendered_image_url": "https://shields.io/badge/coverage-95%25-green"
			}`)
		},
	)

	opt := &GroupBadgePreviewOptions{
		// Source: gitlab.com/gitlab-org/api/client-go/group_badges_test.go:133 (syntax: "%{project_path}" is a GitLab badge placeholder the server fills in, as rendered_link_url shows, a template and not yet a URI)
		LinkURL:  Ptr("https://example.com/project/%{project_path}"), // lookalike
		ImageURL: Ptr("https://shields.io/badge/coverage-95%25-green"),
	}

	// THEN the badge preview should be returned with rendered URLs
	badge, err := client.PreviewGroupBadge(1, opt)
	assert.NoError(t, err)

	want := &GroupBadge{
		LinkURL:          "https://example.com/project/%{project_path}",
		ImageURL:         "https://shields.io/badge/coverage-95%25-green",
		RenderedLinkURL:  "https://example.com/project/my-group/my-project",
		RenderedImageURL: "https://shields.io/badge/coverage-95%25-green",
	}
	assert.Equal(t, want, badge)
}

func TestCommitsService_ListMergeRequestsByCommit(t *testing.T) {
	t.Parallel()
	mux, client := setup(t)

	mux.HandleFunc("/api/v4/projects/1/repository/commits/master/merge_requests", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `[{"id": 1, "reviewers": [{"id": 2, "username": "kenyatta_oconnell", "name": "Sam Bauch", "state": "active", "avatar_url": "https://www.gravatar.com/avatar/956c92487c6f6f7616b536927e22c9a0?s=80&d=identicon", "web_url": "http://gitlab.example.com//kenyatta_oconnell"}]}]`)
	})

	mrs, err := client.ListMergeRequestsByCommit(1, "master")
	require.NoError(t, err)

	want := []*MergeRequest{{
		ID: 1,
		Reviewers: []*BasicUser{{
			ID:       2,
			Username: "kenyatta_oconnell",
			Name:     "Sam Bauch",
			State:    "active",
			// Source: gitlab.com/gitlab-org/api/client-go/commits_test.go:784 (syntax: an empty path segment "//" is allowed by path-abempty, RFC 3986 §3.3; the value is the fixture's, decoded back)
			AvatarURL: "https://www.gravatar.com/avatar/956c92487c6f6f7616b536927e22c9a0?s=80&d=identicon", WebURL: "http://gitlab.example.com//kenyatta_oconnell", // lookalike
		}},
	}}
	assert.Equal(t, want, mrs)
}

func TestPushEventUnmarshal(t *testing.T) {
	t.Parallel()
	jsonObject := []byte(`{"object_kind": "push", "user_name": "John Smith", "user_avatar": "https://s.gravatar.com/avatar/d4c74594d841139328695756648b6bd6?s=8://s.gravatar.com/avatar/d4c74594d841139328695756648b6bd6?s=80"}`)
	var event *PushEvent
	err := json.Unmarshal(jsonObject, &event)
	require.NoError(t, err)

	expectedEvent := &PushEvent{
		ObjectKind: "push",
		UserName:   "John Smith",
		// Source: gitlab.com/gitlab-org/api/client-go/event_webhook_types_test.go:1286 (sink: the second "://" stands in the query, which may hold ':' and '/' (RFC 3986 §3.4); no doubled scheme, and the value is the webhook fixture's text decoded back)
		UserAvatar: "https://s.gravatar.com/avatar/d4c74594d841139328695756648b6bd6?s=8://s.gravatar.com/avatar/d4c74594d841139328695756648b6bd6?s=80", // lookalike
	}
	assert.Equal(t, expectedEvent, event)
}
