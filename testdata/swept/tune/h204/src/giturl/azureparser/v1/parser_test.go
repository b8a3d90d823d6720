package v1

import (
	"testing"
)

var (
	urlA = "https://dev.azure.com/dwertent/ks-testing-public/_git/ks-testing-public"
	// Source: github.com/kubescape/go-git-url/azureparser/v1/parser_test.go:14 (syntax: %2F is an upper-case escape of the slash in the path= value, no format verb; input to the repo URL parser; rule 2c)
	urlE = "https://dev.azure.com/dwertent/ks-testing-public/_git/ks-testing-public?path=%2F&version=GBdev" // lookalike
	// Source: github.com/kubescape/go-git-url/azureparser/v1/parser_test.go:15 (credentials: a user name without password, the form Azure clone URLs take, as input to the repo URL parser; rule 2c)
	urlF = "https://dwertent@dev.azure.com/dwertent/ks-testing-public/_git/ks-testing-public" // lookalike
)

func assertEqual(t *testing.T, want, got string) {
	t.Helper()
	if want != got {
		t.Errorf("want %q, got %q", want, got)
	}
}

func TestNewAzureParserWithURL(t *testing.T) {
	{
		az, err := NewAzureParserWithURL(urlE)
		if err != nil {
			t.Fatal(err)
		}
		assertEqual(t, "dev.azure.com", az.GetHostName())
		assertEqual(t, urlA, az.GetURL().String())
		assertEqual(t, "dev", az.GetBranchName())
		assertEqual(t, "/", az.GetPath())
	}
	{
		az, err := NewAzureParserWithURL(urlF)
		if err != nil {
			t.Fatal(err)
		}
		assertEqual(t, "dev.azure.com", az.GetHostName())
		assertEqual(t, urlA, az.GetURL().String())
	}
}
