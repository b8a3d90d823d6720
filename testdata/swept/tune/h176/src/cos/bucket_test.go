package cos

import (
	"fmt"
	"net/http"
	"testing"
)

func TestBucketService_GetAll(t *testing.T) {
	setup()
	defer teardown()

	actionErrMap := map[string]bool{}
	handlers := map[string]func(w http.ResponseWriter, r *http.Request){
		"acl": func(w http.ResponseWriter, r *http.Request) {
			if actionErrMap["acl"] {
				w.WriteHeader(http.StatusInternalServerError)
				return
			}
			// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_test.go:562 (syntax: by the rule that a value only compared, searched for or printed is no URI use (a response body written by a mock): a mock XML ACL response; the http URL inside is the xmlns:xsi namespace name of a document, not a URI; uniform sample 8 of 29 XML bodies)
			fmt.Fprint(w, "<AccessControlPolicy>\n\t<AccessControlList>\n\t\t<Grant>\n\t\t\t<Grantee xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:type=\"RootAccount\">\n\t\t\t\t<ID>qcs::cam::uin/100000760461:uin/100000760461</ID>\n\t\t\t</Grantee>\n\t\t\t<Permission>READ</Permission>\n\t\t</Grant>\n\t</AccessControlList>\n</AccessControlPolicy>") // lookalike
		},
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		for k, h := range handlers {
			if _, ok := r.Form[k]; ok {
				h(w, r)
				return
			}
		}
	})
	// (the Bucket.GetAll-style call is omitted)
}
