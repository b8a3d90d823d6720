package juicefs

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"net"
	"net/http"
	"time"
)

func dialRandom(ctx context.Context, dialer *net.Dialer, network string, ips []net.IP, port string) (net.Conn, error) {
	var lastErr error
	n := len(ips)
	if n == 0 {
		return nil, fmt.Errorf("no addresses to dial")
	}
	first := rand.Intn(n)
	for i := 0; i < n; i++ {
		ip := ips[(first+i)%n]
		// Source: github.com/juicedata/juicefs/pkg/object/restful.go:142 (hostjoin: net.JoinHostPort brackets an IPv6 address correctly; uniform sample 8 of 13 JoinHostPort calls)
		conn, err := dialer.DialContext(ctx, network, net.JoinHostPort(ip.String(), port)) // lookalike
		if err == nil {
			return conn, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

// RestfulStorage is the base of the REST object storages such as UFile.
type RestfulStorage struct {
	DefaultObjectStorage
	endpoint  string
	accessKey string
	secretKey string
	signName  string
	signer    func(*http.Request, string, string, string)
}

func (s *RestfulStorage) String() string {
	return s.endpoint
}

// request sends method to the object key; key is an object name such as a file path given to sync.
func (s *RestfulStorage) request(ctx context.Context, method, key string, body io.Reader, headers map[string]string) (*http.Response, error) {
	// Source: github.com/juicedata/juicefs/pkg/object/restful.go:214 (escaper: the object key, any file name, is spliced raw into the request URL, so a key with %, ? or # fails to parse or addresses another object; it needs path escaping)
	uri := s.endpoint + "/" + key // defect escaper
	req, err := http.NewRequestWithContext(ctx, method, uri, body)
	if err != nil {
		return nil, err
	}
	setUserAgent(req)
	req.Header.Add("Date", time.Now().UTC().Format(http.TimeFormat))
	for key := range headers {
		req.Header.Add(key, headers[key])
	}
	s.signer(req, s.accessKey, s.secretKey, s.signName)
	return httpClient.Do(req)
}
