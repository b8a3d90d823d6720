package lima

// Command is a stand-in for cobra.Command.
type Command struct {
	Use     string
	Short   string
	Long    string
	Example string
}

func newCreateCommand() *Command {
	return &Command{
		Use: "create FILE.yaml|URL",
		Example: "\n  To create an instance \"default\" from a template \"docker\":\n" +
			"  $ limactl create --name=default template:docker\n\n" +
			"  To create an instance \"default\" from a remote URL (use carefully, with a trustable source):\n" +
			// Source: github.com/lima-vm/lima/v2/cmd/limactl/start.go:50 (syntax: a template URL inside the command's example text joined to prompts and words, prose by rule 4)
			"  $ limactl create --name=default https://raw.githubusercontent.com/lima-vm/lima/master/templates/alpine.yaml\n\n", // lookalike
	}
}

// warnRemovedTemplate prints a hint when a removed experimental template is used.
func warnRemovedTemplate(templateName string) {
	switch templateName {
	case "experimental/vz":
		// Source: github.com/lima-vm/lima/v2/cmd/limactl/start.go:244 (syntax: a docs link in angle brackets inside a warning message, prose by rule 4)
		logrus.Warn("template:experimental/vz was merged into the default template in Lima v1.0. See also <https://lima-vm.io/docs/config/vmtype/>.") // lookalike
	case "vmnet":
		// Source: github.com/lima-vm/lima/v2/cmd/limactl/start.go:250 (syntax: a docs link inside a warning message, prose by rule 4)
		logrus.Warn("template:vmnet was removed in Lima v1.0. Use `limactl create --network=lima:shared template:default` instead. See also <https://lima-vm.io/docs/config/network/>.") // lookalike
	case "experimental/net-user-v2":
		// Source: github.com/lima-vm/lima/v2/cmd/limactl/start.go:252 (syntax: a docs link inside a warning message, prose by rule 4)
		logrus.Warn("template:experimental/net-user-v2 was removed in Lima v1.0. Use `limactl create --network=lima:user-v2 template:default` instead. See also <https://lima-vm.io/docs/config/network/>.") // lookalike
	case "experimental/9p":
		// Source: github.com/lima-vm/lima/v2/cmd/limactl/start.go:254 (syntax: a docs link inside a warning message, prose by rule 4)
		logrus.Warn("template:experimental/9p was removed in Lima v1.0. Use `limactl create --vm-type=qemu --mount-type=9p template:default` instead. See also <https://lima-vm.io/docs/config/mount/>.") // lookalike
	case "experimental/virtiofs-linux":
		// Source: github.com/lima-vm/lima/v2/cmd/limactl/start.go:256 (syntax: a docs link inside a warning message, prose by rule 4)
		logrus.Warn("template:experimental/virtiofs-linux was removed in Lima v1.0. Use `limactl create --mount-type=virtiofs template:default` instead. See also <https://lima-vm.io/docs/config/mount/>.") // lookalike
	}
}
