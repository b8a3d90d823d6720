package cos

import (
	"fmt"
	"net/http"
	"testing"
)

func TestBucketService_GetACL(t *testing.T) {
	setup()
	defer teardown()

	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		testMethod(t, r, "GET")
		vs := values{
			"acl": "",
		}
		testFormValues(t, r, vs)
		// Source: github.com/tencentyun/cos-go-sdk-v5/bucket_acl_test.go:22 (syntax: by the rule that a value only compared, searched for or printed is no URI use (a response body written by a mock): a mock XML response body whose xmlns:xsi namespace name happens to be an http URL; the body is a document written to the response, not a URI; uniform sample 8 of 29 XML bodies)
		fmt.Fprint(w, "<AccessControlPolicy>\n\t<Owner>\n\t\t<ID>qcs::cam::uin/100000760461:uin/100000760461</ID>\n\t</Owner>\n\t<AccessControlList>\n\t\t<Grant>\n\t\t\t<Grantee xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:type=\"RootAccount\">\n\t\t\t\t<ID>qcs::cam::uin/100000760461:uin/100000760461</ID>\n\t\t\t</Grantee>\n\t\t\t<Permission>FULL_CONTROL</Permission>\n\t\t</Grant>\n\t</AccessControlList>\n</AccessControlPolicy>") // lookalike
	})
	// (the Bucket.GetACL call and the expected struct are omitted)
}
