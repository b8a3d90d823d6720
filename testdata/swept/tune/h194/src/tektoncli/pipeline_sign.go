package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/pipeline/sign.go: the
// Example and Long help of "tkn pipeline sign". The task sign/verify and
// pipeline verify commands carry the same two texts; uniform sample 2 of 8
// (this file) plus 2 of 8 in task_verify.go.

import (
	"github.com/spf13/cobra"
)

type signOptions struct {
	keyfile    string
	kmsKey     string
	targetFile string
}

func signCommand() *cobra.Command {
	opts := &signOptions{}
	eg := "Sign a Pipeline pipeline.yaml:\n" +
		"\ttkn pipeline sign pipeline.yaml -K=cosign.key -f=signed.yaml\n" +
		"or using kms\n" +
		// Source: github.com/tektoncd/cli/pkg/cmd/pipeline/sign.go:39 (syntax: a KMS key URI with upper-case placeholders inside command example text, prose and placeholders by rules 3 and 4)
		"\ttkn pipeline sign pipeline.yaml -m=gcpkms://projects/PROJECTID/locations/LOCATION/keyRings/KEYRING/cryptoKeys/KEY/cryptoKeyVersions/VERSION -f=signed.yaml" // lookalike
	long := "\n\tSign the Tekton Pipeline with user provided private key file or KMS reference. Key files support ecdsa, ed25519, rsa.\n" +
		"\tFor KMS:\n" +
		"\t* GCP, this should have the structure of gcpkms://projects/<project>/locations/<location>/keyRings/<keyring>/cryptoKeys/<key> where location, keyring, and key are filled in appropriately. Run \"gcloud auth application-default login\" to authenticate\n" +
		"\t* Vault, this should have the structure of hashivault://<keyname>, where the keyname is filled out appropriately.\n" +
		"\t* AWS, this should have the structure of awskms://[ENDPOINT]/[ID/ALIAS/ARN] (endpoint optional).\n" +
		// Source: github.com/tektoncd/cli/pkg/cmd/pipeline/sign.go:43 (syntax: KMS URI shapes with <...> and [...] placeholders in command help text, prose and placeholders by rules 3 and 4)
		"\t* Azure, this should have the structure of azurekms://[VAULT_NAME][VAULT_URL]/[KEY_NAME]." // lookalike
	c := &cobra.Command{
		Use:     "sign",
		Short:   "Sign Tekton Pipeline",
		Long:    long,
		Args:    cobra.ExactArgs(1),
		Example: eg,
	}
	c.Flags().StringVarP(&opts.keyfile, "key-file", "K", "", "Key file")
	c.Flags().StringVarP(&opts.kmsKey, "kms-key", "m", "", "KMS key url")
	c.Flags().StringVarP(&opts.targetFile, "file-name", "f", "", "Fle name of the signed pipeline, using the original file name will overwrite the file")

	return c
}
