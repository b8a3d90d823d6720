package juicefs

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type unsupportedTierStorage struct {
	DefaultObjectStorage
}

func (s *unsupportedTierStorage) String() string { return "unsupported-tier" }

func TestCreateSyncStorageSkipsUnsupportedTier(t *testing.T) {
	storageName := "unsupported-tier-test"
	objectRegister(storageName, func(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
		return &unsupportedTierStorage{}, nil
	})
	// Source: github.com/juicedata/juicefs/cmd/sync_test.go:49 (sink: the scheme is the name of a storage the test has just registered, so the function can use it)
	if _, err := createSyncStorage(storageName+"://bucket/prefix", false); err != nil { // lookalike
		t.Fatalf("create sync storage: %s", err)
	}
}

func TestSync(t *testing.T) {
	if os.Getenv("MINIO_TEST_BUCKET") == "" {
		t.Skip()
	}
	minioDir := "synctest"
	localDir := filepath.Join(t.TempDir(), "synctest")
	syncArgs := []string{"", "sync",
		// Source: github.com/juicedata/juicefs/cmd/sync_test.go:83 (syntax: the verbs are filled with the test MinIO bucket address and a constant directory name, a valid storage URL)
		fmt.Sprintf("minio://%s/%s", os.Getenv("MINIO_TEST_BUCKET"), minioDir), // lookalike
		// Source: github.com/juicedata/juicefs/cmd/sync_test.go:83 (syntax: the verb is filled with an absolute temp directory, giving file:///... with an empty authority, the normal file URL)
		fmt.Sprintf("file://%s", localDir), // lookalike
	}
	if err := Main(syncArgs); err != nil {
		t.Fatalf("sync failed: %v", err)
	}
}

func Test_extractToken(t *testing.T) {
	// [NAME://][ACCESS_KEY:SECRET_KEY[:TOKEN]@]BUCKET[.ENDPOINT][/PREFIX]
	tests := []struct {
		uri, removedTokenUri, token string
	}{
		// Source: github.com/juicedata/juicefs/cmd/sync_test.go:131 (credentials: rule 3 and 2c, the upper-case words are placeholders of the documented URL form, fed to the token extractor; uniform sample 4 of 6 table rows)
		{"NAME://ACCESS_KEY:SECRET_KEY@BUCKET.ENDPOINT/PREFIX", "NAME://ACCESS_KEY:SECRET_KEY@BUCKET.ENDPOINT/PREFIX", ""}, // lookalike
		// Source: github.com/juicedata/juicefs/cmd/sync_test.go:133 (credentials: rule 3 and 2c, placeholders with a TOKEN part that the extractor must cut out; uniform sample 4 of 6 table rows)
		{"NAME://ACCESS_KEY:SECRET_KEY:TOKEN@BUCKET.ENDPOINT/PREFIX", "NAME://ACCESS_KEY:SECRET_KEY@BUCKET.ENDPOINT/PREFIX", "TOKEN"}, // lookalike
		// Source: github.com/juicedata/juicefs/cmd/sync_test.go:135 (credentials: rule 2d, a row varying the userinfo to an empty key pair with a token; uniform sample 4 of 6 table rows)
		{"NAME://::TOKEN@BUCKET.ENDPOINT/PREFIX", "NAME://:@BUCKET.ENDPOINT/PREFIX", "TOKEN"}, // lookalike
		// Source: github.com/juicedata/juicefs/cmd/sync_test.go:136 (schemecase: rule 3 and 2c, NAME is a placeholder for the storage scheme in the documented form, given to the extractor, not a real upper-case scheme; uniform sample 4 of 6 table rows)
		{"NAME://BUCKET.ENDPOINT/PREFIX", "NAME://BUCKET.ENDPOINT/PREFIX", ""}, // lookalike
	}
	for _, tt := range tests {
		t.Run("", func(t *testing.T) {
			removedTokenUri, token := extractToken(tt.uri)
			if removedTokenUri != tt.removedTokenUri || token != tt.token {
				t.Errorf("extractToken() = %v, %v, want %v, %v", removedTokenUri, token, tt.removedTokenUri, tt.token)
			}
		})
	}
}

func TestLoadClusterWorkerConfig(t *testing.T) {
	t.Setenv("SECRET_KEY", "old-secret")
	// Source: github.com/juicedata/juicefs/cmd/sync_test.go:155 (credentials: rule 1, the worker configuration the test builds carries a storage URL with a constant secret key in its userinfo, and no rule 2 sign marks it as a fixture)
	payload := bytes.NewBufferString(`{
		"source": "oss://test-access-key:test-secret-key@test-bucket.oss.example.com/",
		"destination": "/tmp/dst/",
		"env": {"SECRET_KEY": "new-secret"}
	}`) // defect credentials

	src, dst, err := loadClusterWorkerConfig(payload)
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/juicedata/juicefs/cmd/sync_test.go:165 (credentials: closing note of the rules, the returned source is only compared with this string, no URI use)
	if src != "oss://test-access-key:test-secret-key@test-bucket.oss.example.com/" || dst != "/tmp/dst/" { // lookalike
		t.Fatalf("unexpected worker storage config: %q -> %q", src, dst)
	}
}

func TestSyncWorkerRestoresUmaskBeforeConfigInitialization(t *testing.T) {
	// Source: github.com/juicedata/juicefs/cmd/sync_test.go:200 (sink: rule 2a, the source names an unsupported storage and the test expects the unsupported storage error)
	payload := `{
		"source": "invalid://bucket/",
		"destination": "file:///tmp/dst/",
		"env": {"JFS_UMASK": "63"}
	}` // lookalike
	src, _, err := loadClusterWorkerConfig(strings.NewReader(payload))
	if err != nil {
		t.Fatal(err)
	}
	if _, err = createSyncStorage(src, false); err == nil {
		t.Fatal("expected unsupported storage error")
	}
}
