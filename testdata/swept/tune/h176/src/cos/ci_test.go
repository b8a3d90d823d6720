package cos

import (
	"context"
	"net/http"
	"testing"
)

func TestCIService_PutTextAuditingJob(t *testing.T) {
	setup()
	defer teardown()
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_test.go:491 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected XML request body, only compared by testBody; the callback URL is XML text inside a document; uniform sample 8 of 29 XML bodies)
	wantBody := `<Request><Input><Object>a.txt</Object></Input><Conf><DetectType>Porn,Terrorism,Politics,Ads,Illegal,Abuse</DetectType><Callback>http://callback.com/</Callback><BizType>b81d45f94b91a683255e9a95******</BizType></Conf></Request>` // lookalike

	mux.HandleFunc("/text/auditing", func(writer http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testHeader(t, r, "Content-Type", "application/xml")
		testBody(t, r, wantBody)
	})
	// (the PutTextAuditingJobOptions struct and CI.PutTextAuditingJob call are omitted)
}

// #5: ObjectKey 和 Url 混合
func TestCIService_CreateAIImageAnalysis_MixedObjectKeyAndUrl_Success(t *testing.T) {
	setup()
	defer teardown()

	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_test.go:3567 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected XML request body, only compared by testBody; uniform sample 8 of 29 XML bodies)
	wantBody := `<Request>` + `<Input><Message><Content>` + `<Part><Type>Image</Type><ObjectKey>bucket/k.jpg</ObjectKey></Part>` + `<Part><Type>Image</Type><Url>https://example.com/u.jpg</Url></Part>` + `</Content></Message></Input>` + `<Conf><Type>Description</Type><TemplateName>general</TemplateName><AiModel>qwen3.5-4b</AiModel></Conf>` + `</Request>` // lookalike

	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testBody(t, r, wantBody)
	})
}

// GenerateQRcodeOptions is the option of GenerateQRcode; its fields are
// encoded into the query by the url-tag encoder.
type GenerateQRcodeOptions struct {
	QRcodeContent string `url:"qrcode-content,omitempty"`
	Mode          int    `url:"mode,omitempty"`
	Width         int    `url:"width,omitempty"`
}

func TestCIService_GenerateQRcode(t *testing.T) {
	setup()
	defer teardown()

	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodGet)
		vs := values{
			"ci-process": "qrcode-generate",
			// Source: github.com/tencentyun/cos-go-sdk-v5/ci_test.go:1092 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected decoded value of the qrcode-content form parameter, the text to put in a QR code, only compared)
			"qrcode-content": "<https://www.example.com>", // lookalike
			"mode":           "1",
			"width":          "200",
		}
		testFormValues(t, r, vs)
	})

	opt := &GenerateQRcodeOptions{
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_test.go:1100 (syntax: rule 1, judged as in non-test code: QR code text content, a query value the url-tag encoder escapes, not a URI)
		QRcodeContent: "<https://www.example.com>", // lookalike
		Mode:          1,
		Width:         200,
	}
	_, err := client.CI.sendCI(context.Background(), "/?ci-process=qrcode-generate", http.MethodGet, opt)
	if err != nil {
		t.Logf("CI.GenerateQRcode returned error: %v", err)
	}
}

func TestCIService_GenerateQRcodeToFile(t *testing.T) {
	setup()
	defer teardown()

	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodGet)
		vs := values{
			"ci-process": "qrcode-generate",
			// Source: github.com/tencentyun/cos-go-sdk-v5/ci_test.go:1119 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected decoded QR text value, only compared)
			"qrcode-content": "<https://www.example.com>", // lookalike
			"mode":           "1",
			"width":          "200",
		}
		testFormValues(t, r, vs)
	})

	opt := &GenerateQRcodeOptions{
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_test.go:1127 (syntax: rule 1, judged as in non-test code: QR code text content, a query value the encoder escapes, not a URI)
		QRcodeContent: "<https://www.example.com>", // lookalike
		Mode:          1,
		Width:         200,
	}
	_, err := client.CI.sendCI(context.Background(), "/?ci-process=qrcode-generate", http.MethodGet, opt)
	if err != nil {
		t.Logf("CI.GenerateQRcodeToFile returned error: %v", err)
	}
}
