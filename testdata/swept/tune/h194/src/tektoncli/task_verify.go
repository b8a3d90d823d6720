package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/task/verify.go: the Example
// and Long help of "tkn task verify"; uniform sample (see pipeline_sign.go).

import (
	"github.com/spf13/cobra"
)

type verifyOptions struct {
	keyfile string
	kmsKey  string
}

func verifyCommand() *cobra.Command {
	opts := &verifyOptions{}
	eg := "Verify a Task signed.yaml:\n" +
		"\ttkn Task verify signed.yaml -K=cosign.pub\n" +
		"or using kms\n" +
		// Source: github.com/tektoncd/cli/pkg/cmd/task/verify.go:37 (syntax: a KMS key URI with upper-case placeholders inside command example text, prose by rule 4)
		"\ttkn Task verify signed.yaml -m=gcpkms://projects/PROJECTID/locations/LOCATION/keyRings/KEYRING/cryptoKeys/KEY/cryptoKeyVersions/VERSION" // lookalike
	long := "\n\tVerify the Tekton Task with user provided private key file or KMS reference. Key files support ecdsa, ed25519, rsa.\n" +
		"\tFor KMS:\n" +
		"\t* GCP, this should have the structure of gcpkms://projects/<project>/locations/<location>/keyRings/<keyring>/cryptoKeys/<key> where location, keyring, and key are filled in appropriately. Run \"gcloud auth application-default login\" to authenticate\n" +
		"\t* Vault, this should have the structure of hashivault://<keyname>, where the keyname is filled out appropriately.\n" +
		"\t* AWS, this should have the structure of awskms://[ENDPOINT]/[ID/ALIAS/ARN] (endpoint optional).\n" +
		// Source: github.com/tektoncd/cli/pkg/cmd/task/verify.go:41 (syntax: KMS URI shapes with placeholders in command help text, prose and placeholders by rules 3 and 4)
		"\t* Azure, this should have the structure of azurekms://[VAULT_NAME][VAULT_URL]/[KEY_NAME]." // lookalike
	c := &cobra.Command{
		Use:     "verify",
		Short:   "Verify Tekton Task",
		Long:    long,
		Args:    cobra.ExactArgs(1),
		Example: eg,
	}
	c.Flags().StringVarP(&opts.keyfile, "key-file", "K", "", "Key file")
	c.Flags().StringVarP(&opts.kmsKey, "kms-key", "m", "", "KMS key url")

	return c
}
