package cockroachgo

import (
	"fmt"
	"net/url"
	"testing"
)

func downloadBinaryTest(filepath, binaryURL string) error {
	_, err := url.Parse(binaryURL)
	_ = filepath
	return err
}

func TestRunServerWithDownloadedBinary(t *testing.T) {
	fileName := fmt.Sprintf("cockroach-%s.linux-amd64", "v22.1.6")
	// Source: github.com/cockroachdb/cockroach-go/testserver/testserver_test.go:486 (escaper: a file name made of a constant prefix and a version, which holds nothing to escape)
	if err := downloadBinaryTest(fmt.Sprintf("./temp_binaries/%s.tgz", fileName), fmt.Sprintf("https://binaries.cockroachdb.com/%s.tgz", fileName)); err != nil { // lookalike
		t.Fatal(err)
	}
}

func TestExternalIODir(t *testing.T) {
	ts := &TestServer{pgURL: []pgURLChan{{u: &url.URL{Scheme: "postgres", Host: "localhost:26257"}}}}
	db, err := ts.NewDBForTest("defaultdb")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// Source: github.com/cockroachdb/cockroach-go/testserver/testserver_test.go:297 (syntax: a SQL statement that names a nodelocal backup location, no URI given to Go code)
	if _, err := db.Exec("BACKUP INTO 'nodelocal://self/backup'"); err != nil { // lookalike
		t.Log(err)
	}
}

func TestDownloadURL(t *testing.T) {
	if getDownloadURLForVersion("v22.1.6", "amd64") == "" || edgeBinaryURL("cockroach") == "" {
		t.Fatal("empty")
	}
}
