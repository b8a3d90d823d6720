// Package beego holds cases rewritten from github.com/beego/beego/v2.
package beego

import (
	"fmt"
	"log"
	"net/http"
	"net/smtp"
	"net/url"
	"strconv"
	"strings"
)

// Source: github.com/beego/beego/v2/server/web/router.go:1383 (URLFor appends the caller's params as a query, unescaped)
func queryFromParams(params map[string]string) string {
	if len(params) == 0 {
		return ""
	}
	u := "?"
	for k, v := range params {
		u += k + "=" + v + "&" // defect escaper
	}
	return strings.TrimRight(u, "&")
}

// ReverseRoute builds the URL of a named route with extra query parameters.
func ReverseRoute(pattern string, params map[string]string) string {
	return pattern + queryFromParams(params)
}

// Source: github.com/beego/beego/v2/client/httplib/testing/client.go:23 (test client base: the port is appended to "http://localhost:" in every request)
var (
	testPort    = ""
	testBaseURL = "http://localhost:" // lookalike
)

func portOrDefault() string {
	if testPort == "" {
		return "8080"
	}
	return testPort
}

// TestGet sends a GET request to the local test server.
func TestGet(path string) (*http.Response, error) {
	return http.Get(testBaseURL + portOrDefault() + path)
}

type logProject struct {
	Name, Endpoint string
}

func (p *logProject) send(method, uri string) (*http.Response, error) {
	urlStr := fmt.Sprintf("http://%v.%v%v", p.Name, p.Endpoint, uri) // lookalike
	req, err := http.NewRequest(method, urlStr, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Source: github.com/beego/beego/v2/core/logs/alils/log_store.go:180 (log API paths from store names, and a cursor in the query; names are [a-z0-9_-], cursors base64 of digits)
func (p *logProject) readLogs(store string, shard int, cursor string, count int) (*http.Response, error) {
	uri := fmt.Sprintf("/logstores/%v/shards/%v?type=logs&cursor=%v&count=%v", store, shard, cursor, count) // lookalike
	return p.send("GET", uri)
}

// Source: github.com/beego/beego/v2/core/utils/mail.go:253 (hostjoin: the host is sendMail's string parameter, with no caller or check limiting it, joined by hand to the port with ':' and dialled by smtp.SendMail; relabelled from look-alike: an address is an authority, which the check's definition names)
func sendMail(host string, port int, auth smtp.Auth, from string, to []string, msg []byte) error {
	return smtp.SendMail(host+":"+strconv.Itoa(port), auth, from, to, msg) // defect hostjoin
}

// Source: github.com/beego/beego/v2/server/web/context/output.go:323 (Content-Disposition header with a PathEscape'd filename*)
func disposition(name string) string {
	fn := url.PathEscape(name)
	if fn == name {
		return "attachment; filename=" + fn
	}
	return "attachment; filename=" + name + "; filename*=utf-8''" + fn // lookalike
}

// Source: github.com/beego/beego/v2/server/web/server.go:280 (logs where the server runs)
func run(addr string, h http.Handler) error {
	log.Printf("http server Running on http://%s", addr) // lookalike
	return http.ListenAndServe(addr, h)
}

// Source: github.com/beego/beego/v2/client/cache/redis/redis.go:284 (strips the scheme from a "redis://<password>@host:port" setting)
func splitRedisConn(conn string) (password, addr string) {
	conn = strings.Replace(conn, "redis://", "", 1) // lookalike
	if i := strings.Index(conn, "@"); i > -1 {
		return conn[:i], conn[i+1:]
	}
	return "", conn
}

// Source: github.com/beego/beego/v2/server/web/router.go:1079 (matches the body-size error text)
func tooLarge(err error) bool {
	return strings.Contains(err.Error(), `http: request body too large`) // lookalike
}
