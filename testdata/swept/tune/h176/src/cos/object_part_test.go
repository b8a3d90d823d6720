package cos

import (
	"context"
	"fmt"
	"net/http"
	"testing"
)

func TestObjectService_CopyPart(t *testing.T) {
	setup()
	defer teardown()

	sourceUrl := "test-1253846586.cos.ap-guangzhou.myqcloud.com/test.source"
	name := "test/hello.txt"
	uploadID := "xxxxx"
	partNumber := 1
	opt := &ObjectCopyPartOptions{}

	mux.HandleFunc("/test/hello.txt", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPut)
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprint(w, `<Error><Code>string</Code></Error>`)
	})

	_, err := client.Object.CopyPart(context.Background(),
		name, uploadID, partNumber, sourceUrl, opt)
	if err == nil {
		t.Logf("Object.CopyPart returned error is nil")
	}
	_, err = client.Object.CopyPart(context.Background(),
		// Source: github.com/tencentyun/cos-go-sdk-v5/object_part_test.go:843 (sink: rule 2a, a copy source with a scheme given on purpose, and the test fails unless CopyPart returns an error)
		name, uploadID, partNumber, "http://"+sourceUrl, opt) // lookalike
	if err == nil {
		t.Fatalf("Object.CopyPart returned error is nil")
	}
}

func TestObjectService_MultiCopy(t *testing.T) {
	setup()
	defer teardown()

	mux.HandleFunc("/test.src.copy", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Content-Length", "10")
	})

	dest := "test.copy"
	// Source: github.com/tencentyun/cos-go-sdk-v5/object_part_test.go:950 (sink: rule 1, judged as in non-test code: MultiCopy wants host/key?versionId=... without a scheme; the test server's host:port is the host part)
	soruceURL := fmt.Sprintf("%s/%s?versionId=versionid", client.BaseURL.BucketURL.Host, "test.src.copy") // lookalike
	_, _, err := client.Object.MultiCopy(context.Background(), dest, soruceURL, nil)
	if err != nil {
		t.Errorf("Object.MultiCopy failed %v", err)
	}
}
