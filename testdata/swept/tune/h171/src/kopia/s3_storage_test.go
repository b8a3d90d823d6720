package kopia

import (
	"strings"
	"testing"

	"github.com/minio/minio-go/v7/pkg/credentials"
	"github.com/stretchr/testify/require"
)

const (
	minioRootAccessKeyID     = "fake-key"
	minioRootSecretAccessKey = "fake-secret"
)

// startDockerMinioOrSkip starts ephemeral minio instance on a random port and returns the endpoint ("localhost:xxx").
func startDockerMinioOrSkip(t *testing.T) string {
	t.Helper()

	return GetContainerMappedPortAddress(t, "minio", "9000")
}

func createMinioSessionToken(t *testing.T, minioEndpoint, kopiaUserName, kopiaUserPasswd, bucketName string) *credentials.Credentials {
	t.Helper()

	stsOpts := credentials.STSAssumeRoleOptions{
		AccessKey:       kopiaUserName,
		SecretKey:       kopiaUserPasswd,
		RoleSessionName: "kopiaTestSession",
	}

	if !strings.HasPrefix(minioEndpoint, "http") {
		// Source: github.com/kopia/kopia/repo/blob/s3/s3_storage_test.go:887 (plainhttp: plain http to the docker-mapped minio endpoint on localhost, no public host)
		minioEndpoint = "http://" + minioEndpoint // lookalike
	}

	roleCreds, err := credentials.NewSTSAssumeRole(minioEndpoint, stsOpts)
	require.NoError(t, err, "during STSAssumeRole:", minioEndpoint)

	return roleCreds
}

func TestS3StorageMinioSTS(t *testing.T) {
	minioEndpoint := startDockerMinioOrSkip(t)
	_ = createMinioSessionToken(t, minioEndpoint, minioRootAccessKeyID, minioRootSecretAccessKey, "kopia-test")
}
