package kopia

import (
	"fmt"
	"testing"

	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob"
	"github.com/stretchr/testify/require"
)

// getAzureCLI returns a separate client to verify things the Storage interface doesn't support.
func getAzureCLI(t *testing.T, storageAccount, storageKey string) *azblob.Client {
	t.Helper()

	cred, err := azblob.NewSharedKeyCredential(storageAccount, storageKey)
	require.NoError(t, err)

	storageHostname := fmt.Sprintf("%v.blob.core.windows.net", storageAccount)
	cli, err := azblob.NewClientWithSharedKeyCredential(
		// Source: github.com/kopia/kopia/repo/blob/azure/azure_immu_test.go:131 (syntax: the %s verb is filled with the account's blob host name, a valid https service URL)
		fmt.Sprintf("https://%s/", storageHostname), cred, nil, // lookalike
	)
	require.NoError(t, err)

	return cli
}

func createContainer(t *testing.T, container, storageAccount, storageKey string) {
	t.Helper()

	credential, err := azblob.NewSharedKeyCredential(storageAccount, storageKey)
	require.NoError(t, err, "failed to create Azure credentials")

	// Source: github.com/kopia/kopia/repo/blob/azure/azure_storage_test.go:56 (syntax: the storage account name fills the first DNS label of the service URL, valid once filled)
	serviceURL := fmt.Sprintf("https://%s.blob.core.windows.net", storageAccount) // lookalike

	_, err = azblob.NewClientWithSharedKeyCredential(serviceURL, credential, nil)
	require.NoError(t, err, "failed to get azblob client")
}
