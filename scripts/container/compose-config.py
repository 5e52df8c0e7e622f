"""What podman-compose makes of a compose file, printed as JSON: the services, volumes and project
name after its own parser has run (YAML, the project folder's .env, variable interpolation,
extends, merging), exactly as `podman-compose up` reads them before it starts anything.
Debian 12's podman-compose (1.0.3) has no `config` command to print this, so this calls the
parser that its commands call. Nothing is created or started.

usage: <podman-compose's python> compose-config.py <compose file> <project name>
"""
import json
import sys

import podman_compose


def main(compose_file, project_name):
    # The module's own instance: its commands are registered on it.
    compose = podman_compose.podman_compose
    # The command line `podman-compose -p NAME -f FILE ps` would give; `ps` itself never runs.
    sys.argv = ["podman-compose", "--dry-run", "-p", project_name, "-f", compose_file, "ps"]
    compose._parse_args()
    compose._parse_compose_file()
    json.dump(
        {
            "version": podman_compose.__version__,
            "project": compose.project_name,
            "services": compose.services,
            "volumes": compose.vols,
        },
        sys.stdout,
        # The parser keeps each service's dependencies as a set.
        default=sorted,
        indent=2,
    )


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    main(sys.argv[1], sys.argv[2])
