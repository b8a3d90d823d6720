package loki

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v2"
)

// Source: github.com/grafana/loki/v3/clients/pkg/promtail/config/config_test.go:19 (credentials: the password "shh" in the client URL of a configuration the test loads as a working one, rule 1)
const testFile = "\nclients:\n  - external_labels:\n      cluster: dev1\n    url: https://1:shh@example.com/loki/api/v1/push\n  - external_labels:\n      cluster: prod1\n    url: https://1:shh@example.com/loki/api/v1/push\nscrape_configs:\n  - job_name: system\n    static_configs:\n    - targets:\n      - localhost\n      labels:\n        job: varlogs\n" // defect credentials

// Config is the promtail configuration.
type Config struct{}

func Test_Load(t *testing.T) {
	var dst Config
	err := yaml.Unmarshal([]byte(testFile), &dst)
	if err != nil {
		t.Fatal(err)
	}
}

// ProxyBackend is a backend of the query tee.
type ProxyBackend struct {
	name      string
	endpoint  *url.URL
	preferred bool
}

func NewProxyBackend(name string, endpoint *url.URL, timeout time.Duration, preferred bool) (*ProxyBackend, error) {
	return &ProxyBackend{name: name, endpoint: endpoint, preferred: preferred}, nil
}

func TestFilterReadDisabledBackend(t *testing.T) {
	urlMustParse := func(urlStr string) *url.URL {
		u, err := url.Parse(urlStr)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}

	// Source: github.com/grafana/loki/v3/pkg/querytee/proxy_test.go:383 (sink: "http:/test1" lacks a '/' of "://", a path, not the host test1; the backends are working values the test expects to build)
	backend1, err := NewProxyBackend("test1", urlMustParse("http:/test1"), time.Second, true) // defect sink
	if err != nil {
		t.Fatal(err)
	}
	_ = backend1
}

// S3Config configures S3.
type S3Config struct{ S3 string }

func credentialsFromURL(s string) (key, secret string, err error) {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		return "", "", err
	}
	secret, _ = u.User.Password()
	return u.User.Username(), secret, nil
}

func TestCredentialsFromURL(t *testing.T) {
	for _, tc := range []struct {
		name           string
		urlStr         string
		expectedKey    string
		expectedSecret string
	}{
		{
			name: "URL with username and password",
			// Source: github.com/grafana/loki/v3/pkg/storage/chunk/client/aws/config_test.go:23 (credentials: input of the package's credential parser, whose key and secret the row expects back, rule 2c)
			urlStr:         "s3://mykey:mysecret@us-east-1", // lookalike
			expectedKey:    "mykey",
			expectedSecret: "mysecret",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			key, secret, err := credentialsFromURL(tc.urlStr)
			if err != nil || key != tc.expectedKey || secret != tc.expectedSecret {
				t.Fatal(key)
			}
		})
	}

	t.Run("access key and secret in url", func(t *testing.T) {
		cfg := S3Config{
			// Source: github.com/grafana/loki/v3/pkg/storage/chunk/client/aws/config_test.go:129 (credentials: the test compares the secret the client takes out of the URL, rule 2c)
			S3: "s3://accesskey:secret@us-east-0/bucket", // lookalike
		}
		key, secret, err := credentialsFromURL(cfg.S3)
		if err != nil {
			t.Fatal(err)
		}
		if key != "accesskey" || secret != "secret" {
			t.Fatal(key)
		}
	})
}

const localhost = "127.0.0.1"

func makeGCPPushRequest(host string, body string) (*http.Request, error) {
	return http.NewRequest(http.MethodPost, host+"/gcp/api/v1/push", strings.NewReader(body))
}

func TestPushTarget(t *testing.T) {
	port := 3101
	// Source: github.com/grafana/loki/v3/clients/pkg/promtail/targets/gcplog/push_target_test.go:186 (hostjoin: the host is the test's own constant 127.0.0.1, rule 3)
	req, err := makeGCPPushRequest(fmt.Sprintf("http://%s:%d", localhost, port), "{}") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}
