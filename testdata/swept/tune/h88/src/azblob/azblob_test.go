package azblob

import (
	"fmt"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/appendblob"
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/blockblob"
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service"
)

func TestServiceClientWithHTTP(t *testing.T) {
	accountName := os.Getenv("AZURE_STORAGE_ACCOUNT_NAME")
	cred := &service.SharedKeyCredential{}
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service/client_test.go:1933 (plainhttp: the test expects the service to reject plain http with AccountRequiresHttps)
	svcClient, err := service.NewClientWithSharedKeyCredential("http://"+accountName+".blob.core.windows.net/", cred, nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = svcClient
	// the real test calls GetProperties and requires an AccountRequiresHttps error here
}

func TestParseConnectionStringHTTP(t *testing.T) {
	got, err := serviceURLFromConnStr(map[string]string{"DefaultEndpointsProtocol": "http", "AccountName": "dummyaccount", "EndpointSuffix": "core.windows.net"})
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared_test.go:46 (plainhttp: the expected output of the connection-string parser for a connection string that asks for http)
	if got != "http://dummyaccount.blob.core.windows.net/" { // lookalike
		t.Errorf("got %s", got)
	}
}

func TestParseConnectionStringChinaCloud(t *testing.T) {
	got, _ := serviceURLFromConnStr(map[string]string{"DefaultEndpointsProtocol": "http", "AccountName": "dummyaccountname", "EndpointSuffix": "core.chinacloudapi.cn"})
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared_test.go:127 (plainhttp: the expected output of the connection-string parser for an http protocol and a sovereign-cloud suffix)
	if got != "http://dummyaccountname.blob.core.chinacloudapi.cn/" { // lookalike
		t.Errorf("got %s", got)
	}
}

func TestParseConnectionStringCustomDomain(t *testing.T) {
	got, _ := serviceURLFromConnStr(map[string]string{"AccountName": "dummyaccount", "BlobEndpoint": "www.mydomain.com"})
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared_test.go:73 (sink: the parser's expected output echoes a scheme-less BlobEndpoint; it is compared, never fetched)
	if got != "www.mydomain.com/" { // lookalike
		t.Errorf("got %s", got)
	}
}

func TestParseConnectionStringSASAndEndpoint(t *testing.T) {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared_test.go:88 (syntax: a key=value connection string that holds an endpoint, not a URI itself)
	connStr := "AccountName=devstoreaccount1;SharedAccessSignature=fakesharedaccesssignature;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;" // lookalike
	_ = connStr
}

func TestParseConnectionStringAzurite(t *testing.T) {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared_test.go:133 (plainhttp: a local emulator endpoint given as input to the connection-string parser under test)
	got, _ := serviceURLFromConnStr(map[string]string{"BlobEndpoint": "http://local-machine:11002/custom/account/path/faketokensignature"}) // lookalike
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared_test.go:136 (plainhttp: a local emulator host in the parser's expected output)
	if got != "http://local-machine:11002/custom/account/path/faketokensignature/" { // lookalike
		t.Errorf("got %s", got)
	}
}

func TestCreateBlobClientWithSnapshotAndSAS(t *testing.T) {
	accountName := os.Getenv("AZURE_STORAGE_ACCOUNT_NAME")
	currentTime, err := time.Parse(time.UnixDate, "Fri Jun 11 20:00:00 UTC 2049")
	if err != nil {
		t.Fatal(err)
	}
	containerName, blobName, sasEncoded := "c", "b", "sv=x"
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/blob/client_test.go:150 (escaper: the snapshot time goes raw into the query but was parsed as UTC, so it ends in Z with no offset sign)
	correctURL := "https://" + accountName + ".blob.core.windows.net/" + containerName + "/" + blobName + "?" + "snapshot=" + currentTime.Format("2006-01-02T15:04:05.0000000Z07:00") + "&" + sasEncoded // lookalike
	_ = correctURL
}

func TestBlobClientPartsSASQueryTimes(t *testing.T) {
	startTimesInputs := []string{"2020-04-20", "2020-04-20T07:00Z"}
	expiryTimesInputs := []string{"2020-04-21", "2020-04-20T08:00Z"}
	for i := range startTimesInputs {
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/blob/client_test.go:3949 (escaper: the times are escaped with QueryEscape for query values, the right escaper)
		urlString := "https://myaccount.blob.core.windows.net/mycontainer/mydirectory/myfile.txt?" + "se=" + url.QueryEscape(expiryTimesInputs[i]) + "&" + "sig=NotASignature&sp=r&spr=https&sr=b&" + "st=" + url.QueryEscape(startTimesInputs[i]) // lookalike
		_ = urlString
	}
}

func TestParseURL(t *testing.T) {
	testStorageAccount := "fakestorageaccount"
	testContainer := "fakecontainer"
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/sas/url_parts_test.go:43 (dotsegment: names that start with a dot are not dot segments, and they are inputs to the URL parser under test)
	fileNames := []string{"/._.TESTT.txt", "/.gitignore/dummyfile1"} // lookalike
	const sasStr = "sv=2019-12-12&sr=b"
	for _, fileName := range fileNames {
		versionID := "2021-10-25T05:41:32.5526810Z"
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/sas/url_parts_test.go:49 (escaper: a constant UTC version ID raw in the query, with no character that needs escaping)
		sasWithVersionID := "?versionId=" + versionID + "&" + sasStr // lookalike
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/sas/url_parts_test.go:50 (syntax: a format template whose file name argument brings its own leading slash)
		urlWithVersion := fmt.Sprintf("https://%s.blob.core.windows.net/%s%s%s", testStorageAccount, testContainer, fileName, sasWithVersionID) // lookalike
		if _, err := url.Parse(urlWithVersion); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDirectorySASRoundTrip(t *testing.T) {
	encoded := url.Values{"sr": {"d"}, "sdd": {"3"}}.Encode()
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/sas/service_test.go:684 (escaper: the appended query is the output of url.Values Encode, already escaped)
	parsedURL := "https://fakeaccount.blob.core.windows.net/container/foo/bar/hello?" + encoded // lookalike
	if _, err := url.Parse(parsedURL); err != nil {
		t.Fatal(err)
	}
}

func TestChallengePolicyDisk(t *testing.T) {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/challenge_policy_test.go:55 (dotsegment: the scope is the resource plus the suffix, and the segment is not a dot segment)
	diskScope := "https://disk.azure.com//.default" // lookalike
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/challenge_policy_test.go:56 (syntax: a WWW-Authenticate header value with placeholders, not a URI)
	challenge := `Bearer authorization_uri="https://login.microsoftonline.com/{tenant}", resource_id="{storageResource}"` // lookalike
	_, _ = diskScope, challenge
}

func Example_serviceGetSASURL() {
	cred := &service.SharedKeyCredential{}
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service/examples_test.go:198 (syntax: an angle-bracket placeholder for the account in a documentation example)
	serviceClient, err := service.NewClientWithSharedKeyCredential("https://<myAccountName>.blob.core.windows.net", cred, nil) // lookalike
	_, _ = serviceClient, err
	sasURL := ""
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service/examples_test.go:209 (escaper: the SAS result goes raw into the query of a documentation example; it is no password, base64 or zoned time)
	serviceURL := fmt.Sprintf("https://<myAccountName>.blob.core.windows.net/?%s", sasURL) // lookalike
	_, _ = service.NewClientWithNoCredential(serviceURL, nil)
}

func TestSecondaryStatistics(t *testing.T) {
	accountName := os.Getenv("AZURE_STORAGE_ACCOUNT_NAME")
	cred := &service.SharedKeyCredential{}
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service/client_test.go:1104 (hostform: the secondary endpoint is a DNS name derived from the account, a normal host)
	serviceClient, err := service.NewClientWithSharedKeyCredential(fmt.Sprintf("https://%s-secondary.blob.core.windows.net/", accountName), cred, nil) // lookalike
	_, _ = serviceClient, err
}

func TestUploadBufferUnevenBlockSize(t *testing.T) {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/blockblob/client_test.go:6274 (hostform: a single-label fake host for a client whose transport is a fake that never dials)
	client, err := blockblob.NewClientWithNoCredential("https://fake/blob/path", &blockblob.ClientOptions{}) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = client
}

func TestUserDelegationSkdutid(t *testing.T) {
	skdutid := "22222222-2222-2222-2222-222222222222"
	enc := url.Values{"skdutid": {skdutid}}.Encode()
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/appendblob/client_test.go:3975 (escaper: a tenant ID raw after the key; IDs are not known to need escaping)
	want := "skdutid=" + skdutid // lookalike
	if enc != want {
		t.Errorf("got %s", enc)
	}
}

func Example_parseURL() {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/blob/examples_test.go:265 (escaper: input to the URL parser in an example, with a UTC snapshot and a base64-like signature raw in the query)
	u := "https://myaccount.blob.core.windows.net/mycontainter/ReadMe.txt?" + "snapshot=2011-03-09T01:42:34Z&" + "sv=2015-02-21&sr=b&sig=92836758923659283652983562==" // lookalike
	_, _ = url.Parse(u)
}

func TestBlobNameSpecialCharacters(t *testing.T) {
	containerURL := os.Getenv("FAKE_STORAGE_URL")
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container/client_test.go:2496 (percent: a table of blob names that vary special characters on purpose, given to the URL builder under test)
	blobNames := []string{"foo%5Cbar", "hello? sausage/Hello.txt", "世界.txt"} // lookalike
	for _, blobName := range blobNames {
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container/client_test.go:2498 (escaper: the expected URL escapes the blob name with PathEscape as one path segment)
		expected := containerURL + "/" + url.PathEscape(blobName) // lookalike
		if got := newBlobClientURL(containerURL, blobName); got != expected {
			t.Errorf("got %s", got)
		}
	}
}

func TestAppendBlobClient(t *testing.T) {
	accountName := os.Getenv("AZURE_STORAGE_ACCOUNT_NAME")
	containerName, blobName := "c", t.Name()
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/appendblob/client_test.go:156 (syntax: one of a uniform sample of 2 of 117 format-template candidates; a template filled with account, container and blob names)
	blobURL := fmt.Sprintf("https://%s.blob.core.windows.net/%s/%s", accountName, containerName, blobName) // lookalike
	_, _ = appendblob.NewClient(blobURL, nil, nil)
}

func Example_serviceNewClientWithNoCredential() {
	accountName := os.Getenv("AZURE_STORAGE_ACCOUNT_NAME")
	sharedAccessSignature := os.Getenv("AZURE_STORAGE_SHARED_ACCESS_SIGNATURE")
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/service/examples_test.go:70 (escaper: one of a uniform sample of 2 of 117 format-template candidates; a SAS token from the environment appended raw as the query, not known to need escaping)
	serviceURL := fmt.Sprintf("https://%s.blob.core.windows.net/?%s", accountName, sharedAccessSignature) // lookalike
	_, _ = service.NewClientWithNoCredential(serviceURL, nil)
}
