package cos

import (
	"context"
	"fmt"
	"net/http"
	"testing"
)

func TestCIService_CreateMediaJobs(t *testing.T) {
	setup()
	defer teardown()

	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media_test.go:74 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected XML request body, only compared by testBody; a document that embeds a callback URL, not a URI itself; uniform sample 8 of 29 XML bodies)
	wantBody := "<Request><Tag>Animation</Tag><Input><Object>test.mp4</Object></Input>" + "<Operation><Output><Region>ap-beijing</Region><Bucket>abc-1250000000</Bucket>" + "<Object>test-trans.gif</Object></Output>" + "<TemplateId>t1460606b9752148c4ab182f55163ba7cd</TemplateId>" + "</Operation><QueueId>p893bcda225bf4945a378da6662e81a89</QueueId>" + "<CallBack>https://www.callback.com</CallBack></Request>" // lookalike

	mux.HandleFunc("/jobs", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testHeader(t, r, "Content-Type", "application/xml")
		testBody(t, r, wantBody)
	})
	// (the CreateMediaJobsOptions struct and CI.CreateMediaJobs call are omitted)
}

func TestCIService_CreateASRJobs(t *testing.T) {
	setup()
	defer teardown()

	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media_test.go:1173 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected XML request body, only compared by testBody; uniform sample 8 of 29 XML bodies)
	wantBody := "<Request><Tag>SpeechRecognition</Tag><Input><Object>test.mp3</Object></Input>" + "<Operation><Output><Region>ap-beijing</Region><Bucket>abc-1250000000</Bucket>" + "<Object>out.txt</Object></Output>" + "<TemplateId>t1460606b9752148c4ab182f55163ba7cd</TemplateId>" + "</Operation><QueueId>p893bcda225bf4945a378da6662e81a89</QueueId>" + "<CallBack>https://www.callback.com</CallBack></Request>" // lookalike

	mux.HandleFunc("/asr_jobs", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testHeader(t, r, "Content-Type", "application/xml")
		testBody(t, r, wantBody)
	})
}

func TestCIService_UpdateMediaConcatTemplate(t *testing.T) {
	setup()
	defer teardown()
	tplId := "t1f16e1dfbdc994105b31292d45710642a"
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media_test.go:1723 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected XML request body of a mocked template update, only compared by testBody; the fragment URLs inside are XML text; uniform sample 8 of 29 XML bodies)
	wantBody := "<Request><Tag>Concat</Tag><Name>test-Concat-update</Name><ConcatTemplate>" + "<ConcatFragment><Url>http://bucket-1250000000.cos.ap-beijing.myqcloud.com/start.mp4</Url><Mode>Start</Mode></ConcatFragment>" + "<ConcatFragment><Url>http://bucket-1250000000.cos.ap-beijing.myqcloud.com/end.mp4</Url><Mode>End</Mode></ConcatFragment>" + "<AudioMixArray><AudioSource>https://test-xxx.cos.ap-chongqing.myqcloud.com/mix1.mp3</AudioSource><MixMode>Once</MixMode><Replace>true</Replace></AudioMixArray></ConcatTemplate></Request>" // lookalike

	mux.HandleFunc("/template/"+tplId, func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPut)
		testBody(t, r, wantBody)
	})
}

func TestCIService_CreateJob(t *testing.T) {
	setup()
	defer teardown()

	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media_test.go:3178 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected XML request body, only compared by testBody; uniform sample 8 of 29 XML bodies)
	wantBody := "<Request><Tag>Animation</Tag><Input><Object>test.mp4</Object></Input>" + "<Operation><Output><Region>ap-beijing</Region><Bucket>abc-1250000000</Bucket>" + "<Object>test-trans.gif</Object></Output>" + "<TemplateId>t1460606b9752148c4ab182f55163ba7cd</TemplateId>" + "</Operation><QueueId>p893bcda225bf4945a378da6662e81a89</QueueId>" + "<CallBack>https://www.callback.com</CallBack></Request>" // lookalike

	mux.HandleFunc("/jobs", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testHeader(t, r, "Content-Type", "application/xml")
		testBody(t, r, wantBody)
	})
}

func TestCIService_DeleteAsrVocabularyTable(t *testing.T) {
	setup()
	defer teardown()

	tableId := "123"
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media_test.go:3805 (escaper: rule 1, judged as in non-test code: a ServeMux pattern built from a constant numeric table id, nothing to escape)
	mux.HandleFunc(fmt.Sprintf("/asrhotvocabtable/%s", tableId), func(w http.ResponseWriter, r *http.Request) { // lookalike
		testMethod(t, r, http.MethodDelete)
	})

	_, err := client.CI.sendCI(context.Background(), "/asrhotvocabtable/"+tableId, http.MethodDelete, nil)
	if err != nil {
		t.Fatalf("CI.DeleteAsrVocabularyTable returned error: %v", err)
	}
}

func TestCIService_DescribeAsrVocabularyTable(t *testing.T) {
	setup()
	defer teardown()

	tableId := "123"
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_media_test.go:3846 (escaper: rule 1, judged as in non-test code: a ServeMux pattern built from a constant numeric table id)
	mux.HandleFunc(fmt.Sprintf("/asrhotvocabtable/%s", tableId), func(w http.ResponseWriter, r *http.Request) { // lookalike
		testMethod(t, r, http.MethodGet)
	})

	_, err := client.CI.sendCI(context.Background(), "/asrhotvocabtable/"+tableId, http.MethodGet, nil)
	if err != nil {
		t.Fatalf("CI.DescribeAsrVocabularyTable returned error: %v", err)
	}
}
