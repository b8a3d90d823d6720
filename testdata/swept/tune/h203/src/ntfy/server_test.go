package ntfy

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func newTestServer(t *testing.T, c *ServerConfig) *Server {
	return &Server{config: c}
}

func newTestServerConfig(t *testing.T) *ServerConfig {
	return &ServerConfig{BaseURL: "http://127.0.0.1:12345"}
}

func request(t *testing.T, s *Server, method, url, body string, headers map[string]string, fn ...func(r *http.Request)) *httptest.ResponseRecorder {
	rr := httptest.NewRecorder()
	r, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	r.RemoteAddr = "9.9.9.9:1234" // Used for tests
	for k, v := range headers {
		r.Header.Set(k, v)
	}
	for _, f := range fn {
		f(r)
	}
	s.handle(rr, r)
	return rr
}

func toMessage(t *testing.T, s string) *message {
	var m message
	require.Nil(t, json.NewDecoder(strings.NewReader(s)).Decode(&m))
	return &m
}

// basicAuth encodes user and pass as an HTTP Basic Authorization header value.
func basicAuth(user, pass string) string {
	return fmt.Sprintf("Basic %s", base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("%s:%s", user, pass))))
}

func TestServer_PublishWithFirebase_WithoutUsers_AndWithoutPanic(t *testing.T) {
	firebaseKeyFile := filepath.Join(t.TempDir(), "firebase.json")
	// Source: heckel.io/ntfy/v2/server/server_test.go:107 (syntax: a JSON service-account key file whose URL fields are well formed, JSON text written to a file and not a URI)
	contents := "{\n  \"type\": \"service_account\",\n  \"project_id\": \"ntfy-test\",\n  \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\",\n  \"client_x509_cert_url\": \"https://www.googleapis.com/robot/v1/metadata/x509/firebase-adminsdk-muv04%40ntfy-test.iam.gserviceaccount.com\"\n}\n" // lookalike
	require.Nil(t, os.WriteFile(firebaseKeyFile, []byte(contents), 0600))
	s := newTestServer(t, newTestServerConfig(t))
	response := request(t, s, "PUT", "/mytopic", "my first message", nil)
	require.Equal(t, 200, response.Code)
}

func TestServer_PublishPriority(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	for prio := 1; prio <= 5; prio++ {
		// Source: heckel.io/ntfy/v2/server/server_test.go:321 (escaper: only an integer priority is formatted into the query, which needs no escaping)
		response := request(t, s, "GET", fmt.Sprintf("/mytopic/publish?priority=%d", prio), fmt.Sprintf("priority %d", prio), nil) // lookalike
		require.Equal(t, 200, response.Code)
	}
}

func TestServer_PublishAndPollSince(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	since := int64(1655740297)
	// Source: heckel.io/ntfy/v2/server/server_test.go:598 (escaper: an integer Unix time formatted into the query needs no escaping)
	response := request(t, s, "GET", fmt.Sprintf("/mytopic/json?poll=1&since=%d", since), "", nil) // lookalike
	require.Equal(t, 200, response.Code)
}

func TestServer_PollSinceID_MultipleTopics(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	markerMessage := &message{ID: RandomString(12)}
	// Source: heckel.io/ntfy/v2/server/server_test.go:639 (escaper: the message ID in the query is a random alphanumeric string, nothing to escape)
	response := request(t, s, "GET", fmt.Sprintf("/mytopic1,mytopic2/json?poll=1&since=%s", markerMessage.ID), "", nil) // lookalike
	require.Equal(t, 200, response.Code)
}

func TestServer_Auth_ViaQuery(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	// Source: heckel.io/ntfy/v2/server/server_test.go:932 (escaper: the auth value is base64 in the URL-safe alphabet without padding, which is safe in a query unescaped)
	u := fmt.Sprintf("/mytopic/json?poll=1&auth=%s", base64.RawURLEncoding.EncodeToString([]byte(basicAuth("ben", "some pass")))) // lookalike
	response := request(t, s, "GET", u, "", nil)
	require.Equal(t, 200, response.Code)

	// Source: heckel.io/ntfy/v2/server/server_test.go:936 (escaper: the same URL-safe unpadded base64 in the query, here with a wrong password the test expects to be refused)
	u = fmt.Sprintf("/mytopic/json?poll=1&auth=%s", base64.RawURLEncoding.EncodeToString([]byte(basicAuth("ben", "WRONNNGGGG")))) // lookalike
	response = request(t, s, "GET", u, "", nil)
	require.Equal(t, 401, response.Code)
}

func TestServer_MatrixGateway_Push_Success(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	// Source: heckel.io/ntfy/v2/server/server_test.go:1522 (syntax: a Matrix push notification JSON body whose pushkey is a loopback test URL, JSON text and not a URI; uniform sample 8 of 12 Matrix JSON bodies)
	notification := `{"notification":{"devices":[{"pushkey":"http://127.0.0.1:12345/mytopic?up=1"}]}}` // lookalike
	response := request(t, s, "POST", "/_matrix/push/v1/notify", notification, nil)
	require.Equal(t, 200, response.Code)
}

func TestServer_MatrixGateway_Push_Failure_NoSubscriber_After13Hours(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	notification := `{"notification":{"devices":[{"pushkey":"http://127.0.0.1:12345/mytopic?up=1"}]}}`
	response := request(t, s, "POST", "/_matrix/push/v1/notify", notification, nil)
	// Source: heckel.io/ntfy/v2/server/server_test.go:1561 (syntax: the expected JSON response listing a rejected loopback pushkey, compared only; uniform sample 8 of 12)
	require.Equal(t, `{"rejected":["http://127.0.0.1:12345/mytopic?up=1"]}`, strings.TrimSpace(response.Body.String())) // lookalike
}

func TestServer_MatrixGateway_Push_Failure_InvalidPushkey(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	// Source: heckel.io/ntfy/v2/server/server_test.go:1571 (plainhttp: a pushkey on the host wrong-base-url.com in a test named InvalidPushkey that expects it rejected, deliberate by rules 2a and 2b; uniform sample 8 of 12)
	notification := `{"notification":{"devices":[{"pushkey":"http://wrong-base-url.com/mytopic?up=1"}]}}` // lookalike
	response := request(t, s, "POST", "/_matrix/push/v1/notify", notification, nil)
	require.Equal(t, 200, response.Code)
	// Source: heckel.io/ntfy/v2/server/server_test.go:1574 (plainhttp: the expected rejected list of that wrong pushkey, compared only and deliberate by rule 2a; uniform sample 8 of 12)
	require.Equal(t, `{"rejected":["http://wrong-base-url.com/mytopic?up=1"]}`+"\n", response.Body.String()) // lookalike
}

func TestServer_PublishActions_AndPoll(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	response := request(t, s, "PUT", "/mytopic", "my message", map[string]string{
		// Source: heckel.io/ntfy/v2/server/server_test.go:1607 (syntax: an Actions header in the simple action format with two https URLs among labels, a header value and not a URI)
		"Actions": "view, Open portal, https://home.nest.com/; http, Turn down, https://api.nest.com/device/XZ1D2, body=target_temp_f=65", // lookalike
	})
	require.Equal(t, 200, response.Code)
}

func TestServer_PublishAsJSON(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	body := `{"topic":"mytopic","message":"A message","title":"a title\nwith lines","tags":["tag1","tag 2"],` +
		`"icon":"https://ntfy.sh/static/img/ntfy.png", "delay":"30min",` +
		// Source: heckel.io/ntfy/v2/server/server_test.go:1659 (plainhttp: the published message's attachment URL is plain http to the public host google.com (and its click URL plain http to ntfy.sh) in a request the test expects to succeed and whose values it checks, a working value by rule 1)
		`"not-a-thing":"ok", "attach":"http://google.com","filename":"google.pdf", "click":"http://ntfy.sh","priority":4}` // defect plainhttp
	response := request(t, s, "PUT", "/", body, nil)
	require.Equal(t, 200, response.Code)
	m := toMessage(t, response.Body.String())
	require.Equal(t, "http://google.com", m.Attach)
	require.Equal(t, "http://ntfy.sh", m.Click)
}

func TestServer_PublishAsJSON_WithActions(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	// Source: heckel.io/ntfy/v2/server/server_test.go:1727 (syntax: a JSON publish body whose action url fields are well-formed https URLs, JSON text and not a URI)
	body := "{\n\t\t\"topic\":\"mytopic\",\n\t\t\"message\":\"A message\",\n\t\t\"actions\": [\n\t\t\t  {\"action\": \"view\", \"label\": \"Open portal\", \"url\": \"https://home.nest.com/\"},\n\t\t\t  {\"action\": \"http\", \"label\": \"Turn down\", \"url\": \"https://api.nest.com/device/XZ1D2\", \"body\": \"target_temp_f=65\"}\n\t\t]\n\t}" // lookalike
	response := request(t, s, "POST", "/", body, nil)
	require.Equal(t, 200, response.Code)
}

func TestServer_SubscriberRateLimiting_UP_Only(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	for i := 0; i < 5; i++ {
		subscriberFn := func(r *http.Request) {
			r.RemoteAddr = fmt.Sprintf("1.2.3.%d:1234", i+1)
		}
		// Source: heckel.io/ntfy/v2/server/server_test.go:2542 (escaper: only an integer is formatted into the topic path, nothing to escape)
		rr := request(t, s, "GET", fmt.Sprintf("/up12345678901%d/json?poll=1", i), "", nil, subscriberFn) // lookalike
		require.Equal(t, 200, rr.Code)
	}
	for i := 0; i < 5; i++ {
		// Source: heckel.io/ntfy/v2/server/server_test.go:2549 (escaper: an integer formatted into the topic path of a publish request, nothing to escape)
		rr := request(t, s, "PUT", fmt.Sprintf("/up12345678901%d?up=1", i), "some message", nil) // lookalike
		require.Equal(t, 200, rr.Code)
	}
}

func TestServer_Matrix_SubscriberRateLimiting_UP_Only(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	for i := 0; i < 5; i++ {
		// Source: heckel.io/ntfy/v2/server/server_test.go:2563 (escaper: an integer formatted into the topic path, nothing to escape)
		rr := request(t, s, "GET", fmt.Sprintf("/up12345678901%d/json?poll=1", i), "", nil) // lookalike
		require.Equal(t, 200, rr.Code)
	}
	for i := 0; i < 5; i++ {
		// Source: heckel.io/ntfy/v2/server/server_test.go:2571 (syntax: a Matrix JSON body whose pushkey template gets an integer in its path, a loopback test URL once filled; uniform sample 8 of 12)
		notification := fmt.Sprintf(`{"notification":{"devices":[{"pushkey":"http://127.0.0.1:12345/up12345678901%d?up=1"}]}}`, i) // lookalike
		response := request(t, s, "POST", "/_matrix/push/v1/notify", notification, nil)
		require.Equal(t, 200, response.Code)
	}
}

func TestServer_PublishWithUTF8MimeHeader(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	response := request(t, s, "POST", "/mytopic", "some attachment", map[string]string{
		"X-Click": "=?uTf-8?b?aHR0cHM6Ly/wn5KpLmxh?=",
		// Source: heckel.io/ntfy/v2/server/server_test.go:2719 (syntax: an X-Actions header of RFC 2047 encoded words around a quoted https URL, a header value and not a URI)
		"X-Actions": "http, \"=?utf-8?q?Mettre =C3=A0 jour?=\", \"https://my.tld/webhook/netbird-update\"; =?utf-8?b?aHR0cCwg6L+Z5piv5LiA5Liq5qCH562+LCBodHRwczovL/CfkqkubGE=?=", // lookalike
	})
	require.Equal(t, 200, response.Code)
	m := toMessage(t, response.Body.String())
	// Source: heckel.io/ntfy/v2/server/server_test.go:2728 (hostform: the emoji host is the expected result of decoding a UTF-8 encoded header in a test of non-ASCII header decoding, only compared, rules 2c and the compare rule)
	require.Equal(t, "https://💩.la", m.Click) // lookalike
	// Source: heckel.io/ntfy/v2/server/server_test.go:2732 (hostform: the same decoded non-ASCII URL of the second action, only compared in the UTF-8 decoding test)
	require.Equal(t, "https://💩.la", m.Actions[len(m.Actions)-1].URL) // lookalike
}

func TestServer_MessageTemplate_Range(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	// Source: heckel.io/ntfy/v2/server/server_test.go:2912 (syntax: a JSON template input whose url fields are well-formed https URLs, JSON text and not a URI)
	jsonBody := `{"foo": "bar", "errors": [{"level": "severe", "url": "https://severe1.com"},{"level": "warning", "url": "https://warning.com"},{"level": "severe", "url": "https://severe2.com"}]}` // lookalike
	response := request(t, s, "PUT", "/mytopic", jsonBody, map[string]string{
		"X-Message":  `Severe URLs:\n{{range .errors}}{{if eq .level "severe"}}- {{.url}}\n{{end}}{{end}}`,
		"X-Template": "1",
	})
	require.Equal(t, 200, response.Code)
	m := toMessage(t, response.Body.String())
	// Source: heckel.io/ntfy/v2/server/server_test.go:2920 (syntax: the expected rendered message text listing URLs line by line, message text by rule 4)
	require.Equal(t, "Severe URLs:\n- https://severe1.com\n- https://severe2.com\n", m.Message) // lookalike
}

func TestServer_MessageTemplate_Grafana(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	body := `{"title":"[RESOLVED] Load avg 15m too high Node alerts (10.108.0.2:9100 node-exporter)","message":"**Resolved**"}`
	// Source: heckel.io/ntfy/v2/server/server_test.go:2958 (syntax: the request URI sent to the server carries raw {{ }} template braces in its query; the server, not the client, fills them, so the URI as sent breaks the RFC 3986 grammar, rule 1)
	response := request(t, s, "PUT", "/mytopic?tpl=yes&title=Grafana+alert:+{{.title}}&message={{.message}}", body, nil) // defect syntax
	require.Equal(t, 200, response.Code)
}

func TestServer_MessageTemplate_GitHub(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	// Source: heckel.io/ntfy/v2/server/server_test.go:2980 (syntax: a GitHub webhook JSON payload whose URL fields, RFC 6570 templates among them, are GitHub's data, JSON text and not a URI)
	body := `{"action":"opened","number":1,"pull_request":{"url":"https://api.github.com/repos/binwiederhier/dabble/pulls/1","html_url":"https://github.com/binwiederhier/dabble/pull/1","title":"A sample PR from Phil","head":{"repo":{"full_name":"binwiederhier/dabble","following_url":"https://api.github.com/users/binwiederhier/following{/other_user}"}}}}` // lookalike
	// Source: heckel.io/ntfy/v2/server/server_test.go:2981 (syntax: the request URI sent to the server has raw [ ] { } and double quotes in its query, template text the server fills, so the URI as sent breaks the RFC 3986 grammar, rule 1)
	response := request(t, s, "PUT", `/mytopic?tpl=yes&message=[{{.pull_request.head.repo.full_name}}]+Pull+request+{{if+eq+.action+"opened"}}OPENED{{else}}CLOSED{{end}}:+{{.pull_request.title}}`, body, nil) // defect syntax
	require.Equal(t, 200, response.Code)
}

func TestServer_MessageTemplate_GitHub2(t *testing.T) {
	s := newTestServer(t, newTestServerConfig(t))
	// Source: heckel.io/ntfy/v2/server/server_test.go:2991 (syntax: the same GitHub webhook JSON payload, JSON text and not a URI)
	body := `{"action":"opened","number":1,"pull_request":{"url":"https://api.github.com/repos/binwiederhier/dabble/pulls/1","html_url":"https://github.com/binwiederhier/dabble/pull/1","title":"A sample PR from Phil","user":{"login":"binwiederhier","gists_url":"https://api.github.com/users/binwiederhier/gists{/gist_id}"}},"repository":{"full_name":"binwiederhier/dabble"}}` // lookalike
	// Source: heckel.io/ntfy/v2/server/server_test.go:2992 (syntax: a sent request URI whose query holds raw {{ }}, [ ] and double quotes of a server-side template, not valid RFC 3986, rule 1)
	response := request(t, s, "PUT", `/mytopic?tpl=yes&title={{if+eq+.action+"opened"}}New+PR:+%23{{.number}}+by+{{.pull_request.user.login}}{{else}}[{{.action}}]+PR:+%23{{.number}}+by+{{.pull_request.user.login}}{{end}}&message={{.pull_request.title}}+in+{{.repository.full_name}}.+View+more+at+{{.pull_request.html_url}}`, body, nil) // defect syntax
	require.Equal(t, 200, response.Code)
	m := toMessage(t, response.Body.String())
	// Source: heckel.io/ntfy/v2/server/server_test.go:2996 (syntax: the expected rendered message with a link after words, message text by rule 4)
	require.Equal(t, `A sample PR from Phil in binwiederhier/dabble. View more at https://github.com/binwiederhier/dabble/pull/1`, m.Message) // lookalike
}
