package gitlab

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"testing"
)

// BasicUser is a user as the API shows it.
type BasicUser struct {
	Username  string `json:"username"`
	AvatarURL string `json:"avatar_url"`
	WebURL    string `json:"web_url"`
}

func setup(t *testing.T) (*http.ServeMux, *Client) {
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	t.Cleanup(server.Close)
	c := &Client{}
	if err := c.setBaseURL(server.URL); err != nil {
		t.Fatalf("Failed to create client: %v", err)
	}
	return mux, c
}

// get sends a GET for path and decodes the JSON answer into v.
func get(t *testing.T, c *Client, path string, v interface{}) {
	req, err := c.NewRequest(http.MethodGet, path)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}

func TestRepositoryFilesService_GetFile(t *testing.T) {
	mux, client := setup(t)
	// Source: github.com/xanzy/go-gitlab/repository_files_test.go:15 (percent: the test server's route pattern, matched against the decoded path the client produces, rule 2c (router))
	mux.HandleFunc("/api/v4/projects/13083/repository/files/app%2Fmodels%2Fkey%2Erb?ref=master", func(w http.ResponseWriter, r *http.Request) { // lookalike
		fmt.Fprint(w, `{"file_name": "key.rb", "file_path": "app/models/key.rb", "ref": "master"}`)
	})

	// Source: github.com/xanzy/go-gitlab/repository_files_test.go:48 (escaper: an already-escaped file name, with "?ref=master" inside it, goes to GetFile, which escapes it again, and the request must succeed, rule 1)
	req, err := client.GetFile("13083", "app%2Fmodels%2Fkey%2Erb?ref=master") // defect escaper
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GetFile returned %d", resp.StatusCode)
	}
}

func TestSetCommitStatus(t *testing.T) {
	_, client := setup(t)
	// Source: github.com/xanzy/go-gitlab/commits_test.go:125 (hostform: "abc" is a valid single-label reg-name, sent only to the test's mock server)
	target := "http://abc" // lookalike
	if _, err := client.SetCommitStatus("1", "b0b3a907f41409829b307a28b82fdbd552ee5a27", &target); err != nil {
		t.Errorf("Commits.SetCommitStatus returned error: %v", err)
	}
}

func TestGetMergeRequestReviewers(t *testing.T) {
	want := []*BasicUser{{
		Username: "kenyatta_oconnell",
		// Source: github.com/xanzy/go-gitlab/commits_test.go:770 (dotsegment: "//" is an empty segment, not a dot segment; expected value decoded from the mock response)
		WebURL: "http://gitlab.example.com//kenyatta_oconnell", // lookalike
	}}
	b, _ := json.Marshal(want)
	var got []*BasicUser
	if err := json.Unmarshal(b, &got); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestListProjectMirror(t *testing.T) {
	mux, client := setup(t)
	type ProjectMirror struct {
		ID  int    `json:"id"`
		URL string `json:"url"`
	}
	want := []*ProjectMirror{{
		ID: 101486,
		// Source: github.com/xanzy/go-gitlab/project_mirror_test.go:38 (credentials: the user and the password are "*****" masks, rule 3)
		URL: "https://*****:*****@gitlab.com/gitlab-org/security/gitlab.git", // lookalike
	}}
	mux.HandleFunc("/api/v4/projects/42/remote_mirrors", func(w http.ResponseWriter, r *http.Request) {
		_ = json.NewEncoder(w).Encode(want)
	})
	var got []*ProjectMirror
	get(t, client, "projects/42/remote_mirrors", &got)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestErrorTrackingListClientKeys(t *testing.T) {
	type ErrorTrackingClientKey struct {
		PublicKey string `json:"public_key"`
		SentryDsn string `json:"sentry_dsn"`
	}
	want := []*ErrorTrackingClientKey{{
		PublicKey: "glet_aa77551d849c083f76d0bc545ed053a3",
		// Source: github.com/xanzy/go-gitlab/error_tracking_test.go:120 (credentials: the Sentry DSN carries a public key as user name and no password; expected value decoded from the mock response)
		SentryDsn: "https://glet_aa77551d849c083f76d0bc545ed053a3@gitlab.example.com/api/v4/error_tracking/collector/5", // lookalike
	}}
	b, _ := json.Marshal(want)
	var got []*ErrorTrackingClientKey
	if err := json.Unmarshal(b, &got); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestPushEventUnmarshal(t *testing.T) {
	type project struct {
		GitSSHURL string `json:"git_ssh_url"`
	}
	var expected struct{ Project project }
	// Source: github.com/xanzy/go-gitlab/event_webhook_types_test.go:1097 (credentials: "git" is a user name with no password)
	expected.Project.GitSSHURL = "ssh://git@example.com/flightjs/Flight.git" // lookalike
	if expected.Project.GitSSHURL == "" {
		t.Fatal("empty")
	}
}

func TestListAllProjectBadges(t *testing.T) {
	type ProjectBadge struct {
		Name    string `json:"name"`
		LinkURL string `json:"link_url"`
	}
	want := []*ProjectBadge{{
		Name: "Coverage",
		// Source: github.com/xanzy/go-gitlab/project_badges_test.go:34 (syntax: GitLab's badge placeholders such as {project_path}, a template GitLab renders; decoded from the mock response)
		LinkURL: "http://example.com/ci_status.svg?project={project_path}&ref={default_branch}", // lookalike
	}}
	b, _ := json.Marshal(want)
	var got []*ProjectBadge
	if err := json.Unmarshal(b, &got); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestCheckResponse(t *testing.T) {
	req := &http.Request{Method: http.MethodGet, URL: &url.URL{Scheme: "https", Host: "gitlab.com", Path: "/api/v4/test"}}
	errResp := &ErrorResponse{
		Response: &http.Response{Request: req, StatusCode: http.StatusBadRequest},
		Message:  "{error: message 1}",
	}
	// Source: github.com/xanzy/go-gitlab/gitlab_test.go:169 (syntax: expected error text with the URL among words, rule 4)
	want := "GET https://gitlab.com/api/v4/test: 400 {error: message 1}" // lookalike
	if errResp.Error() != want {
		t.Errorf("Expected error: %s, got %s", want, errResp.Error())
	}
}

// The fixtures below are a uniform sample of 16 of the 466 candidates (seed 31);
// rows that repeat a fixture already written here are left out.
func TestSampledFixtures(t *testing.T) {
	mux, client := setup(t)
	bodies := map[string]string{
		// Source: github.com/xanzy/go-gitlab/award_emojis_test.go:235 (plainhttp: an avatar URL in the mock response body; nothing requests it (uniform sample: candidate :226))
		"award": `{"user": {"avatar_url": "http://www.gravatar.com/avatar/e64c7d89f26bd1972efa854d13d7dd61?s=80&d=identicon"}}`, // lookalike
		// Source: github.com/xanzy/go-gitlab/deployments_test.go:255 (plainhttp: web_url in the mock response body, never requested (uniform sample: candidate :214))
		"deployment": `{"user": {"web_url": "http://gitlab.dev/root/project/pipelines/12"}}`, // lookalike
		// Source: github.com/xanzy/go-gitlab/group_members_test.go:242 (plainhttp: private address 192.168.1.8 in the mock response body (uniform sample: candidate :235))
		"member": `{"user": {"web_url": "http://192.168.1.8:3000/root"}}`, // lookalike
		// Source: github.com/xanzy/go-gitlab/milestones_test.go:375 (dotsegment: "/-/" is an ordinary segment, not a dot segment (uniform sample: candidate :361))
		"milestone": `{"user": {"avatar_url": "https://gitlab.example.com/uploads/-/system/user/avatar/87854/avatar.png"}}`, // lookalike
		// Source: github.com/xanzy/go-gitlab/project_snippets_test.go:178 (plainhttp: the example.com documentation host in the mock response (uniform sample: candidate :159))
		"snippet": `{"user": {"web_url": "http://example.com/example/example/-/snippets/1/raw/main/add.rb"}}`, // lookalike
		// Source: github.com/xanzy/go-gitlab/resource_iteration_events_test.go:38 (percent: the query "?s=80&d=identicon" holds no percent-escape at all (uniform sample: candidate :30))
		"iteration": `{"user": {"avatar_url": "https://www.gravatar.com/avatar/e64c7d89f26bd1972efa854d13d7dd61?s=80&d=identicon"}}`, // lookalike
	}
	for name, body := range bodies {
		body := body
		mux.HandleFunc("/api/v4/fixtures/"+name, func(w http.ResponseWriter, r *http.Request) {
			fmt.Fprint(w, body)
		})
		var got struct{ User BasicUser }
		get(t, client, "fixtures/"+name, &got)
	}

	type PlatformKubernetes struct {
		APIURL string `json:"api_url"`
	}
	// Source: github.com/xanzy/go-gitlab/instance_clusters_test.go:127 (hostform: api_url of the mock cluster, a plain documentation host (uniform sample: candidate :107))
	cluster := PlatformKubernetes{APIURL: "https://example.com"} // lookalike
	type ReleaseLink struct {
		URL string `json:"url"`
	}
	// Source: github.com/xanzy/go-gitlab/releaselinks_test.go:77 (plainhttp: private address 192.168.10.15 in the mock release-link response (uniform sample: candidate :74))
	link := ReleaseLink{URL: "http://192.168.10.15:3000"} // lookalike
	if cluster.APIURL == "" || link.URL == "" {
		t.Fatal("empty")
	}
}
