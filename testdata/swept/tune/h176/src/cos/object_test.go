package cos

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"testing"
	"time"
)

func TestObjectService_GetPresignedURL(t *testing.T) {
	setup()
	defer teardown()

	exceptSign := "q-sign-algorithm=sha1&q-ak=QmFzZTY0IGlzIGEgZ*******&q-sign-time=1622702557%3B1622706157&q-key-time=1622702557%3B1622706157&q-header-list=&q-url-param-list=&q-signature=820975b5a8eccce9455b94d4ebed14d66654bf3c"
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_test.go:208 (plainhttp: rule 1, judged as in non-test code: the expected presigned URL points at the local httptest server, no public host; sample 2 of 6 identical expected-URL literals)
	exceptURL := &url.URL{Scheme: "http", Host: client.BaseURL.BucketURL.Host, Path: "/test.jpg", RawQuery: exceptSign} // lookalike

	c := context.Background()
	name := "test.jpg"
	ak := "QmFzZTY0IGlzIGEgZ*******"
	sk := "ZfbOA78asKUYBcXFrJD0a1I*******"

	presignedURL, err := client.Object.GetPresignedURL(c, http.MethodPut, name, ak, sk, time.Hour, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(exceptURL, presignedURL) {
		t.Logf("Wrong PreSignedURL!")
	}

	exceptSign = "test=params&sign=q-sign-algorithm%3Dsha1%26q-ak%3DQmFzZTY0IGlzIGEgZ*******%26q-signature%3D7757e84ed5f8953eafc30afcd2a5d1ad68e00d67"
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_test.go:240 (plainhttp: rule 1, judged as in non-test code: the expected sign-merged URL on the local httptest server; sample 2 of 6)
	exceptURL = &url.URL{Scheme: "http", Host: client.BaseURL.BucketURL.Host, Path: "/test.jpg", RawQuery: exceptSign} // lookalike
	opt1 := &PresignedURLOptions{
		Query:      &url.Values{},
		SignMerged: true,
	}
	opt1.Query.Add("test", "params")
	presignedURL, err = client.Object.GetPresignedURL(c, http.MethodPut, name, ak, sk, time.Hour, opt1, false)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(exceptURL, presignedURL) {
		t.Logf("Wrong PreSignedURL!")
	}
}

func TestObjectService_Copy(t *testing.T) {
	setup()
	defer teardown()

	var withVersion bool
	versionId := "versionid"
	sourceURL := "test-1253846586.cos.ap-guangzhou.myqcloud.com/test.source"

	mux.HandleFunc("/test.go.copy", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPut)
		if withVersion {
			source := r.Header.Get("X-Cos-Copy-Source")
			// Source: github.com/tencentyun/cos-go-sdk-v5/object_test.go:984 (sink: rule 1, judged as in non-test code: the expected x-cos-copy-source header value, host/key without a scheme as the header's format demands)
			want := fmt.Sprintf("%v?versionId=%v", sourceURL, versionId) // lookalike
			if source != want {
				t.Errorf("request copy-source: %v, want: %v", source, want)
			}
		}
		fmt.Fprint(w, `<CopyObjectResult><ETag>"098f6bcd4621d373cade4e832627b4f6"</ETag></CopyObjectResult>`)
	})

	opt := &ObjectCopyOptions{}
	wrongURL := "wrongURL"
	_, _, err := client.Object.Copy(context.Background(), "test.go.copy", wrongURL, opt)
	exceptedErr := errors.New(fmt.Sprintf("x-cos-copy-source format error: %s", wrongURL))
	if !reflect.DeepEqual(err, exceptedErr) {
		t.Fatalf("Object.Copy returned %#v, excepted %#v", err, exceptedErr)
	}

	// Source: github.com/tencentyun/cos-go-sdk-v5/object_test.go:1032 (sink: rule 2a, a sourceURL with a scheme given on purpose, and the test expects the error sourceURL format is invalid.)
	_, _, err = client.Object.Copy(context.Background(), "test.go.copy", "https://"+sourceURL, opt) // lookalike
	if err == nil || err.Error() != "sourceURL format is invalid." {
		t.Errorf("Object.Copy returned failed: %v", err)
	}

	withVersion = true
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_test.go:1043 (sink: rule 1, judged as in non-test code: Copy takes host/key?versionId=... without a scheme, so the bare host is what the sink needs)
	_, _, err = client.Object.Copy(context.Background(), "test.go.copy", sourceURL+"?versionId="+versionId, opt) // lookalike
	if err != nil {
		t.Errorf("Object.Copy returned failed: %v", err)
	}

	// 响应错误
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_test.go:1050 (sink: rule 1, judged as in non-test code: the same scheme-less copy source, used for an error-response case)
	_, _, err = client.Object.Copy(context.Background(), "test.go.copy", sourceURL+"?versionId="+versionId, opt) // lookalike
	if err == nil {
		t.Logf("Object.Copy expect error")
	}
}
