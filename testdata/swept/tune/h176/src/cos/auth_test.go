package cos

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestCVMCredentialTransport(t *testing.T) {
	setup()
	defer teardown()
	uri := client.BaseURL.BucketURL.String()
	ak := "test_ak"
	sk := "test_sk"
	token := "test_token"

	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		auth := r.Header.Get("Authorization")
		// Source: github.com/tencentyun/cos-go-sdk-v5/auth_test.go:136 (sink: by the rule that a value only compared, searched for or printed is no URI use: the literal http:// is the cutset of strings.TrimLeft that strips the scheme off the test server URL, never used as a URI)
		host := strings.TrimLeft(uri, "http://") // lookalike
		req, _ := http.NewRequest("GET", uri, nil)
		req.Header.Add("Host", host)
		expect := newAuthorization(ak, sk, req, NewAuthTime(time.Hour), true)
		if expect != auth {
			t.Errorf("CVMCredentialTransport Authorization error, want:%v, return:%v\n", expect, auth)
		}
	})

	// CVM http server
	cvm_mux := http.NewServeMux()
	cvm_server := httptest.NewServer(cvm_mux)
	defer cvm_server.Close()
	// 将默认 CVM Host 修改成测试IP:PORT
	// Source: github.com/tencentyun/cos-go-sdk-v5/auth_test.go:151 (sink: by the rule that a value only compared, searched for or printed is no URI use: TrimLeft cutset that strips the scheme to leave the test server's host:port, no URI use)
	defaultCVMMetaHost = strings.TrimLeft(cvm_server.URL, "http://") // lookalike

	cvm_mux.HandleFunc("/"+defaultCVMCredURI, func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "cvm_read_cos_only")
	})
	cvm_mux.HandleFunc("/"+defaultCVMCredURI+"/cvm_read_cos_only", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"TmpSecretId": "%s", "TmpSecretKey": "%s", "ExpiredTime": %v, "Token": "%s"}`, ak, sk, time.Now().Unix()+3600, token)
	})

	client.client.Transport = &CVMCredentialTransport{}
	req, _ := http.NewRequest("GET", client.BaseURL.BucketURL.String(), nil)
	if resp, err := client.client.Do(req); err == nil {
		resp.Body.Close()
	}
}

func TestCVMCredentialTransportErr(t *testing.T) {
	setup()
	defer teardown()

	// CVM http server
	cvm_mux := http.NewServeMux()
	cvm_server := httptest.NewServer(cvm_mux)
	defer cvm_server.Close()
	// 将默认 CVM Host 修改成测试IP:PORT
	// Source: github.com/tencentyun/cos-go-sdk-v5/auth_test.go:210 (sink: by the rule that a value only compared, searched for or printed is no URI use: TrimLeft cutset that strips the scheme, no URI use)
	defaultCVMMetaHost = strings.TrimLeft(cvm_server.URL, "http://") // lookalike

	cvm_mux.HandleFunc("/"+defaultCVMCredURI, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
	})
	transport := &CVMCredentialTransport{}
	if _, err := transport.GetRoles(); err != nil {
		t.Logf("CVMCredentialTransport GetRoles err: %v", err)
	}
}

func TestStsCredentialTransport(t *testing.T) {
	setup()
	defer teardown()
	uri := client.BaseURL.BucketURL.String()
	ak := "test_ak"
	sk := "test_sk"

	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		auth := r.Header.Get("Authorization")
		// Source: github.com/tencentyun/cos-go-sdk-v5/auth_test.go:390 (sink: by the rule that a value only compared, searched for or printed is no URI use: TrimLeft cutset that strips the scheme off the test server URL, no URI use)
		host := strings.TrimLeft(uri, "http://") // lookalike
		req, _ := http.NewRequest("GET", uri, nil)
		req.Header.Add("Host", host)
		expect := newAuthorization(ak, sk, req, NewAuthTime(time.Hour), true)
		if expect != auth {
			t.Errorf("StsCredentialTransport Authorization error, want:%v, return:%v\n", expect, auth)
		}
	})

	// CVM http server
	cvm_mux := http.NewServeMux()
	cvm_server := httptest.NewServer(cvm_mux)
	defer cvm_server.Close()
	// 将默认 CVM Host 修改成测试IP:PORT
	defaultStsSchema = "http"
	// Source: github.com/tencentyun/cos-go-sdk-v5/auth_test.go:406 (sink: by the rule that a value only compared, searched for or printed is no URI use: TrimLeft cutset leaving the test server's host:port as the STS host, no URI use)
	defaultStsHost = strings.TrimLeft(cvm_server.URL, "http://") // lookalike

	cvm_mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"Response": {"Credentials": {}}}`)
	})

	client.client.Transport = &StsCredentialTransport{
		Policy: `{"version":"2.0"}`,
		// Source: github.com/tencentyun/cos-go-sdk-v5/auth_test.go:460 (sink: by the rule that a value only compared, searched for or printed is no URI use: TrimLeft cutset giving the transport the test server's host:port, no URI use)
		Host: strings.TrimLeft(cvm_server.URL, "http://"), // lookalike
	}
	req, _ := http.NewRequest("GET", client.BaseURL.BucketURL.String(), nil)
	if resp, err := client.client.Do(req); err == nil {
		resp.Body.Close()
	}
}

func TestStsCredentialTransportErr(t *testing.T) {
	setup()
	defer teardown()

	// CVM http server
	cvm_mux := http.NewServeMux()
	cvm_server := httptest.NewServer(cvm_mux)
	defer cvm_server.Close()
	defaultStsSchema = "http"

	cvm_mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusGatewayTimeout)
	})

	client.client.Transport = &StsCredentialTransport{
		// Source: github.com/tencentyun/cos-go-sdk-v5/auth_test.go:504 (sink: by the rule that a value only compared, searched for or printed is no URI use: TrimLeft cutset giving the transport the test server's host:port, no URI use)
		Host: strings.TrimLeft(cvm_server.URL, "http://"), // lookalike
	}
	req, _ := http.NewRequest("GET", client.BaseURL.BucketURL.String(), nil)
	_, err := client.client.Do(req)
	if err == nil {
		t.Errorf("doAPI expect error")
	}
}
