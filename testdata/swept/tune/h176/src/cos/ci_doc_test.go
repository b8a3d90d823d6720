package cos

import (
	"encoding/xml"
	"io/ioutil"
	"net/http"
	"strings"
	"testing"
)

// DocProcessJobInput is the input of a doc process job: an object in the
// bucket or a third-party URL.
type DocProcessJobInput struct {
	Object string `xml:"Object,omitempty"`
	Url    string `xml:"Url,omitempty"`
}

// 覆盖：ci_doc.go DocProcessJobInput.Url（新增字段）+ XML 正常序列化
// 断言 XML 含 <Url> 且不含 <Object>（因为 Object 空，omitempty 应生效）
func TestDocProcessJobInput_Url_MarshalXML(t *testing.T) {
	in := &DocProcessJobInput{
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_doc_test.go:336 (hostform: rule 1, judged as in non-test code: the single-label host x is a valid host name; the value only feeds an XML marshalling check and is never fetched)
		Url: "https://x/a.docx", // lookalike
	}
	out, err := xml.Marshal(in)
	if err != nil {
		t.Fatalf("xml.Marshal DocProcessJobInput returned error: %v", err)
	}
	got := string(out)
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_doc_test.go:343 (syntax: by the rule that a value only compared, searched for or printed is no URI use: an XML fragment searched for with strings.Contains, no URI use)
	if !strings.Contains(got, "<Url>https://x/a.docx</Url>") { // lookalike
		t.Errorf("XML should contain <Url> tag, got: %s", got)
	}
}

// 覆盖：ci_doc.go 端到端 — 通过 CreateDocProcessJobs 发送含 Url 的请求，
// 断言 HTTP 请求 Body 包含 <Url>https://example.com/a.docx</Url>
func TestCIService_CreateDocProcessJobs_WithUrl(t *testing.T) {
	setup()
	defer teardown()

	mux.HandleFunc("/doc_jobs", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		body, err := ioutil.ReadAll(r.Body)
		if err != nil {
			t.Fatalf("read body error: %v", err)
		}
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_doc_test.go:383 (syntax: by the rule that a value only compared, searched for or printed is no URI use: an XML fragment searched for in the request body with strings.Contains, no URI use)
		if !strings.Contains(string(body), "<Url>https://example.com/a.docx</Url>") { // lookalike
			t.Errorf("request body should contain <Url> tag, got: %s", string(body))
		}
	})
}
