package cos

import (
	"fmt"
	"net/http"
	"testing"
)

func TestCIService_CreateFileMetaIndex(t *testing.T) {
	setup()
	defer teardown()
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_metainsight_test.go:126 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected JSON request body, only compared by testBody; the cos:// URI inside is a JSON value; uniform sample 5 of 10 JSON bodies)
	wantBody := "{\"DatasetName\":\"adataset\",\"File\":{\"CustomId\":\"123\",\"CustomLabels\":{\"age\":\"18\",\"level\":\"18\"},\"Key\":\"\",\"Value\":\"\",\"MediaType\":\"image\",\"ContentType\":\"image/gif\",\"URI\":\"cos://test-125000000/12.gif\",\"MaxFaceNum\":0,\"Persons\":null}}" // lookalike

	mux.HandleFunc("/filemeta", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testHeader(t, r, "Content-Type", "application/json")
		testBody(t, r, wantBody)
	})
}

func TestCIService_DescribeFileMetaIndex(t *testing.T) {
	setup()
	defer teardown()

	mux.HandleFunc("/filemeta", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodGet)
		testHeader(t, r, "Content-Type", "application/json")
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_metainsight_test.go:196 (syntax: by the rule that a value only compared, searched for or printed is no URI use (a response body written by a mock): a mock JSON response body, a document with a cos:// value, not a URI; uniform sample 5 of 10 JSON bodies)
		fmt.Fprint(w, "{\"Files\":[{\"COSCRC64\":\"447296710575197191\",\"ContentType\":\"image/gif\",\"CreateTime\":\"2024-05-08T20:21:18.766475412+08:00\",\"DatasetName\":\"adataset\",\"ETag\":\"\\\"c3ad99087956ff0c3d8293ab35747030\\\"\",\"Filename\":\"1.gif\",\"Size\":495199,\"URI\":\"cos://test1-1250000000/1.gif\",\"UpdateTime\":\"2024-05-08T20:28:14.884074916+08:00\"}],\"RequestId\":\"NjYzYjcwOWVfMzliNjI5MWVfNmFiZV8zNGM4NDE=\"}") // lookalike
	})
}

func TestCIService_CreateDatasetBinding(t *testing.T) {
	setup()
	defer teardown()
	wantBody := "{\"DatasetName\":\"adataset\"}"
	mux.HandleFunc("/datasetbinding", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testHeader(t, r, "Content-Type", "application/json")
		testBody(t, r, wantBody)
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_metainsight_test.go:296 (syntax: by the rule that a value only compared, searched for or printed is no URI use (a response body written by a mock): a mock JSON response body; the cos:// bucket URI is a JSON value, not a URI literal; uniform sample 5 of 10 JSON bodies)
		fmt.Fprint(w, "{\"Binding\":{\"CreateTime\":\"2024-05-08T20:47:20.632182296+08:00\",\"DatasetName\":\"adataset\",\"Detail\":\"\",\"State\":\"Running\",\"URI\":\"cos://test1-1250000000\",\"UpdateTime\":\"2024-05-08T20:47:20.632182375+08:00\"},\"RequestId\":\"NjYzYjc0NThfNmQ2ODk0MGJfYmUyXzMyZWE3ZA==\"}") // lookalike
	})
}

func TestCIService_DescribeDatasetBindings(t *testing.T) {
	setup()
	defer teardown()

	mux.HandleFunc("/datasetbindings", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodGet)
		testHeader(t, r, "Content-Type", "application/json")
		// Source: github.com/tencentyun/cos-go-sdk-v5/ci_metainsight_test.go:337 (syntax: by the rule that a value only compared, searched for or printed is no URI use (a response body written by a mock): a mock JSON response body, not a URI; uniform sample 5 of 10 JSON bodies)
		fmt.Fprint(w, "{\"Bindings\":[{\"CreateTime\":\"2024-05-08T20:47:20.632182296+08:00\",\"DatasetName\":\"adataset\",\"Detail\":\"\",\"State\":\"Running\",\"URI\":\"cos://test1-1250000000\",\"UpdateTime\":\"2024-05-08T20:47:20.632182375+08:00\"}],\"NextToken\":\"\",\"RequestId\":\"NjYzYjc1MDBfNmQ2ODk0MGJfYmUyXzMyZWRlNQ==\"}") // lookalike
	})
}

func TestCIService_HybridSearch(t *testing.T) {
	setup()
	defer teardown()
	// Source: github.com/tencentyun/cos-go-sdk-v5/ci_metainsight_test.go:431 (syntax: by the rule that a value only compared, searched for or printed is no URI use: the expected JSON request body, only compared by testBody, not a URI; uniform sample 5 of 10 JSON bodies)
	wantBody := "{\"DatasetName\":\"adataset\",\"Mode\":\"pic\",\"Templates\":\"ImageSearch\",\"SearchText\":\"\",\"SearchURIs\":[\"cos://examplebucket-1250000000/test.jpg\"],\"Limit\":10,\"MatchThreshold\":80,\"Filter\":{\"$and\":[{\"MediaType\":{\"$in\":[\"image\",\"document\"]}},{\"Size\":{\"$gt\":123}}]}}" // lookalike

	mux.HandleFunc("/"+"datasetquery"+"/"+"hybridsearch", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, http.MethodPost)
		testBody(t, r, wantBody)
	})
}
