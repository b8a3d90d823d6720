package kumo

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func issueBucketSubresourceRequest(t *testing.T, method, bucket, body string) *httptest.ResponseRecorder {
	t.Helper()
	// Source: github.com/sivchari/kumo/internal/service/s3/bucket_tagging_test.go:69 (escaper: a bucket name is raw in the request path, and whether a name needs escaping is not known from the code, uniform sample of 28 of 109 look-alikes.)
	req := httptest.NewRequestWithContext(t.Context(), method, "/"+bucket+"?tagging", strings.NewReader(body)) // lookalike
	req.SetPathValue("bucket", bucket)
	w := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(w, req)
	return w
}

func putNotificationConfigXMLResponse(t *testing.T, bucket, body string) *httptest.ResponseRecorder {
	t.Helper()
	// Source: github.com/sivchari/kumo/internal/service/s3/notification_validation_test.go:63 (escaper: a bucket name is raw in the request path, and whether a name needs escaping is not known from the code, uniform sample of 28 of 109 look-alikes.)
	req := httptest.NewRequestWithContext(t.Context(), http.MethodPut, "/"+bucket+"?notification", strings.NewReader(body)) // lookalike
	req.SetPathValue("bucket", bucket)
	w := httptest.NewRecorder()
	http.NotFoundHandler().ServeHTTP(w, req)
	return w
}

func TestCopyObjectVersion(t *testing.T) {
	v1 := "3HL4kqtJlcpXroDTDmjVBH40Nrjfkd"
	h := http.Header{}
	// Source: github.com/sivchari/kumo/internal/service/s3/copyobject_version_test.go:23 (escaper: a version ID is raw in the copy-source query value, and whether an ID needs escaping is not known from the code, uniform sample of 28 of 109 look-alikes.)
	h.Set("X-Amz-Copy-Source", "/src/source.txt?versionId="+v1) // lookalike
	_ = issueBucketSubresourceRequest(t, http.MethodPut, "dst", h.Get("X-Amz-Copy-Source"))
}

type multipartUpload struct {
	UploadID string
}

func TestCompleteMultipartUploadNotifies(t *testing.T) {
	bucket := "notify-bucket"
	upload := multipartUpload{UploadID: "upload-1"}
	body := "<CompleteMultipartUpload/>"
	// Source: github.com/sivchari/kumo/internal/service/s3/lambda_notification_test.go:292 (escaper: an upload ID is raw in the query value, and whether an ID needs escaping is not known from the code, uniform sample of 28 of 109 look-alikes.)
	req := httptest.NewRequestWithContext(t.Context(), http.MethodPost, "/"+bucket+"/big.bin?uploadId="+upload.UploadID, strings.NewReader(body)) // lookalike
	req.SetPathValue("bucket", bucket)
	_ = putNotificationConfigXMLResponse(t, bucket, body)
}

var errConditionFailed = errors.New("condition failed")

func policyDoc(conditions string) string {
	return `{"conditions":` + conditions + `}`
}

func evaluatePolicy(doc string, form map[string][]string) error {
	if doc == "" || form == nil {
		return errConditionFailed
	}
	return nil
}

func checkStartsWith(t *testing.T, form map[string][]string) {
	t.Helper()
	// Source: github.com/sivchari/kumo/internal/service/s3/object_post_policy_test.go:153 (plainhttp: a localhost prefix in a POST policy's starts-with condition, no request to a public Internet host, uniform sample of 28 of 109 look-alikes.)
	if err := evaluatePolicy(policyDoc(`[["starts-with","$success_action_redirect","http://localhost"]]`), form); err != nil { // lookalike
		t.Fatalf("prefix match: unexpected error %v", err)
	}
}
