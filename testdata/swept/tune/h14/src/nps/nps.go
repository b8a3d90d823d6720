package nps

import (
	"errors"
	"flag"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"time"
)

var (
	serverAddr = flag.String("server", "", "Server addr (ip:port)")
	// Source: github.com/ehang-io/nps/cmd/npc/npc.go:29 (credentials: an example in a flag's help text shown to users, with placeholder digits for user and password, rule 3, 4)
	proxyUrl = flag.String("proxy", "", "proxy socks5 url(eg:socks5://111:222@127.0.0.1:9007)") // lookalike
)

// Health is a health check of a task.
type Health struct {
	HealthCheckTimeout int
	HealthCheckType    string
	HttpHealthUrl      string
	HealthCheckTarget  []string
}

func check(t *Health) error {
	var err error
	var rs *http.Response
	for _, v := range t.HealthCheckTarget {
		if t.HealthCheckType == "tcp" {
			var c net.Conn
			c, err = net.DialTimeout("tcp", v, time.Duration(t.HealthCheckTimeout)*time.Second)
			if err == nil {
				c.Close()
			}
		} else {
			client := &http.Client{}
			client.Timeout = time.Duration(t.HealthCheckTimeout) * time.Second
			// Source: github.com/ehang-io/nps/client/health.go:82 (hostjoin: each target is an ip:port of the task, which the tcp branch dials as is; no host joined to a port here)
			rs, err = client.Get("http://" + v + t.HttpHealthUrl) // lookalike
			if err == nil && rs.StatusCode != 200 {
				err = errors.New("status code is not match")
			}
		}
	}
	return err
}

// NewHttpProxyConn connects through an HTTP proxy.
func NewHttpProxyConn(url *url.URL, remoteAddr string) (net.Conn, error) {
	// Source: github.com/ehang-io/nps/client/control.go:256 (hostjoin: the target of a CONNECT request, host:port as CONNECT requires, rule 5)
	req, err := http.NewRequest("CONNECT", "http://"+remoteAddr, nil) // lookalike
	if err != nil {
		return nil, err
	}
	password, _ := url.User.Password()
	req.SetBasicAuth(url.User.Username(), password)
	proxyConn, err := net.Dial("tcp", url.Host)
	if err != nil {
		return nil, err
	}
	if err := req.Write(proxyConn); err != nil {
		return nil, err
	}
	return proxyConn, nil
}

// GetDomain tells a domain name from an address.
func GetDomain(host string) bool {
	// Source: github.com/ehang-io/nps/lib/common/util.go:43 (syntax: a regexp that matches URLs, not a URI)
	IsLine := "^((http://)|(https://))?([a-zA-Z0-9]([a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,6}(/)" // lookalike
	return regexp.MustCompile(IsLine).MatchString(host)
}

type cache interface {
	Add(key, value interface{})
}

func storeResponse(c cache, host string, r *http.Request, body []byte) {
	// Source: github.com/ehang-io/nps/server/proxy/http.go:192 (pathjoin: a cache key made of a host and a path, no URI)
	c.Add(filepath.Join(host, r.URL.Path), body) // lookalike
}
